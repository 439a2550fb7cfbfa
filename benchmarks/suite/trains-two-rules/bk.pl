% Random trains.  Cars and loads are objects: has_car(Train, Car),
% has_load(Car, Load); one fact per load, so a car with three loads has three.
has_car(t1, t1_c1).
has_car(t1, t1_c2).
has_car(t1, t1_c3).
has_car(t2, t2_c1).
has_car(t2, t2_c2).
has_car(t2, t2_c3).
has_car(t3, t3_c1).
has_car(t3, t3_c2).
has_car(t4, t4_c1).
has_car(t4, t4_c2).
has_car(t4, t4_c3).
has_car(t4, t4_c4).
has_car(t5, t5_c1).
has_car(t5, t5_c2).
has_car(t5, t5_c3).
has_car(t5, t5_c4).
has_car(t6, t6_c1).
has_car(t6, t6_c2).
has_car(t7, t7_c1).
has_car(t7, t7_c2).
has_car(t7, t7_c3).
has_car(t8, t8_c1).
has_car(t8, t8_c2).
has_car(t8, t8_c3).
has_car(t9, t9_c1).
has_car(t9, t9_c2).
has_car(t9, t9_c3).
has_car(t10, t10_c1).
has_car(t10, t10_c2).
has_car(t11, t11_c1).
has_car(t11, t11_c2).
has_car(t11, t11_c3).
has_car(t11, t11_c4).
has_car(t12, t12_c1).
has_car(t12, t12_c2).
has_car(t12, t12_c3).
has_car(t12, t12_c4).
has_car(t13, t13_c1).
has_car(t13, t13_c2).
has_car(t14, t14_c1).
has_car(t14, t14_c2).
has_car(t15, t15_c1).
has_car(t15, t15_c2).
has_car(t16, t16_c1).
has_car(t16, t16_c2).
has_car(t16, t16_c3).
has_car(t17, t17_c1).
has_car(t17, t17_c2).
has_car(t17, t17_c3).
has_car(t18, t18_c1).
has_car(t18, t18_c2).
has_car(t18, t18_c3).
has_car(t18, t18_c4).
has_car(t19, t19_c1).
has_car(t19, t19_c2).
has_car(t19, t19_c3).
has_car(t20, t20_c1).
has_car(t20, t20_c2).
has_car(t21, t21_c1).
has_car(t21, t21_c2).
has_car(t21, t21_c3).
has_car(t22, t22_c1).
has_car(t22, t22_c2).
has_car(t22, t22_c3).
has_car(t23, t23_c1).
has_car(t23, t23_c2).
has_car(t23, t23_c3).
has_car(t23, t23_c4).
has_car(t24, t24_c1).
has_car(t24, t24_c2).
has_car(t24, t24_c3).
has_car(t25, t25_c1).
has_car(t25, t25_c2).
has_car(t25, t25_c3).
has_car(t26, t26_c1).
has_car(t26, t26_c2).
has_car(t26, t26_c3).
has_car(t27, t27_c1).
has_car(t27, t27_c2).
has_car(t27, t27_c3).
has_car(t28, t28_c1).
has_car(t28, t28_c2).
has_car(t29, t29_c1).
has_car(t29, t29_c2).
has_car(t30, t30_c1).
has_car(t30, t30_c2).
has_car(t31, t31_c1).
has_car(t31, t31_c2).
has_car(t32, t32_c1).
has_car(t32, t32_c2).
has_car(t32, t32_c3).
has_car(t33, t33_c1).
has_car(t33, t33_c2).
has_car(t33, t33_c3).
has_car(t33, t33_c4).
has_car(t34, t34_c1).
has_car(t34, t34_c2).
has_car(t35, t35_c1).
has_car(t35, t35_c2).
has_car(t35, t35_c3).
has_car(t36, t36_c1).
has_car(t36, t36_c2).
has_car(t36, t36_c3).
has_car(t37, t37_c1).
has_car(t37, t37_c2).
has_car(t38, t38_c1).
has_car(t38, t38_c2).
has_car(t38, t38_c3).
has_car(t38, t38_c4).
has_car(t39, t39_c1).
has_car(t39, t39_c2).
has_car(t40, t40_c1).
has_car(t40, t40_c2).
has_car(t40, t40_c3).
has_car(t41, t41_c1).
has_car(t41, t41_c2).
has_car(t42, t42_c1).
has_car(t42, t42_c2).
has_car(t43, t43_c1).
has_car(t43, t43_c2).
has_car(t43, t43_c3).
has_car(t44, t44_c1).
has_car(t44, t44_c2).
has_car(t44, t44_c3).
has_car(t44, t44_c4).
has_car(t45, t45_c1).
has_car(t45, t45_c2).
has_car(t46, t46_c1).
has_car(t46, t46_c2).
has_car(t47, t47_c1).
has_car(t47, t47_c2).
has_car(t47, t47_c3).
has_car(t48, t48_c1).
has_car(t48, t48_c2).
has_car(t48, t48_c3).
has_car(t48, t48_c4).
has_car(t49, t49_c1).
has_car(t49, t49_c2).
has_car(t49, t49_c3).
has_car(t49, t49_c4).
has_car(t50, t50_c1).
has_car(t50, t50_c2).
has_car(t50, t50_c3).
has_car(t50, t50_c4).
has_car(t51, t51_c1).
has_car(t51, t51_c2).
has_car(t52, t52_c1).
has_car(t52, t52_c2).
has_car(t53, t53_c1).
has_car(t53, t53_c2).
has_car(t54, t54_c1).
has_car(t54, t54_c2).
has_car(t54, t54_c3).
has_car(t55, t55_c1).
has_car(t55, t55_c2).
has_car(t56, t56_c1).
has_car(t56, t56_c2).
has_car(t56, t56_c3).
has_car(t56, t56_c4).
has_car(t57, t57_c1).
has_car(t57, t57_c2).
has_car(t58, t58_c1).
has_car(t58, t58_c2).
has_car(t59, t59_c1).
has_car(t59, t59_c2).
has_car(t60, t60_c1).
has_car(t60, t60_c2).
has_car(t60, t60_c3).
has_car(t60, t60_c4).
has_car(t61, t61_c1).
has_car(t61, t61_c2).
has_car(t61, t61_c3).
has_car(t62, t62_c1).
has_car(t62, t62_c2).
has_car(t63, t63_c1).
has_car(t63, t63_c2).
has_car(t63, t63_c3).
has_car(t64, t64_c1).
has_car(t64, t64_c2).
has_car(t64, t64_c3).
has_car(t65, t65_c1).
has_car(t65, t65_c2).
has_car(t65, t65_c3).
has_car(t66, t66_c1).
has_car(t66, t66_c2).
has_car(t66, t66_c3).
has_car(t66, t66_c4).
has_car(t67, t67_c1).
has_car(t67, t67_c2).
has_car(t67, t67_c3).
has_car(t67, t67_c4).
has_car(t68, t68_c1).
has_car(t68, t68_c2).
has_car(t69, t69_c1).
has_car(t69, t69_c2).
has_car(t69, t69_c3).
has_car(t70, t70_c1).
has_car(t70, t70_c2).
has_car(t71, t71_c1).
has_car(t71, t71_c2).
has_car(t72, t72_c1).
has_car(t72, t72_c2).
has_car(t72, t72_c3).
has_car(t73, t73_c1).
has_car(t73, t73_c2).
has_car(t73, t73_c3).
has_car(t73, t73_c4).
has_car(t74, t74_c1).
has_car(t74, t74_c2).
has_car(t75, t75_c1).
has_car(t75, t75_c2).
has_car(t76, t76_c1).
has_car(t76, t76_c2).
has_car(t76, t76_c3).
has_car(t76, t76_c4).
has_car(t77, t77_c1).
has_car(t77, t77_c2).
has_car(t77, t77_c3).
has_car(t77, t77_c4).
has_car(t78, t78_c1).
has_car(t78, t78_c2).
has_car(t79, t79_c1).
has_car(t79, t79_c2).
has_car(t79, t79_c3).
has_car(t79, t79_c4).
has_car(t80, t80_c1).
has_car(t80, t80_c2).
has_car(t81, t81_c1).
has_car(t81, t81_c2).
has_car(t81, t81_c3).
has_car(t81, t81_c4).
has_car(t82, t82_c1).
has_car(t82, t82_c2).
has_car(t83, t83_c1).
has_car(t83, t83_c2).
has_car(t84, t84_c1).
has_car(t84, t84_c2).
has_car(t84, t84_c3).
has_car(t84, t84_c4).
has_car(t85, t85_c1).
has_car(t85, t85_c2).
has_car(t85, t85_c3).
has_car(t86, t86_c1).
has_car(t86, t86_c2).
has_car(t87, t87_c1).
has_car(t87, t87_c2).
has_car(t87, t87_c3).
has_car(t88, t88_c1).
has_car(t88, t88_c2).
has_car(t89, t89_c1).
has_car(t89, t89_c2).
has_car(t90, t90_c1).
has_car(t90, t90_c2).
has_car(t90, t90_c3).
short(t1_c1).
short(t1_c2).
short(t2_c2).
short(t4_c3).
short(t5_c1).
short(t5_c2).
short(t5_c3).
short(t5_c4).
short(t7_c2).
short(t8_c1).
short(t9_c1).
short(t9_c2).
short(t11_c2).
short(t11_c4).
short(t12_c1).
short(t12_c3).
short(t13_c1).
short(t15_c1).
short(t15_c2).
short(t16_c2).
short(t17_c1).
short(t18_c2).
short(t19_c1).
short(t19_c2).
short(t19_c3).
short(t21_c1).
short(t21_c2).
short(t21_c3).
short(t22_c2).
short(t22_c3).
short(t23_c2).
short(t23_c3).
short(t23_c4).
short(t24_c1).
short(t25_c2).
short(t26_c1).
short(t26_c3).
short(t27_c2).
short(t27_c3).
short(t28_c2).
short(t29_c2).
short(t30_c1).
short(t30_c2).
short(t31_c1).
short(t31_c2).
short(t33_c2).
short(t33_c3).
short(t33_c4).
short(t35_c1).
short(t35_c3).
short(t36_c1).
short(t36_c2).
short(t36_c3).
short(t37_c2).
short(t39_c2).
short(t40_c3).
short(t41_c1).
short(t43_c1).
short(t43_c3).
short(t44_c3).
short(t44_c4).
short(t47_c2).
short(t47_c3).
short(t48_c3).
short(t49_c2).
short(t49_c3).
short(t52_c1).
short(t52_c2).
short(t53_c1).
short(t54_c1).
short(t54_c3).
short(t55_c2).
short(t56_c1).
short(t59_c1).
short(t59_c2).
short(t60_c1).
short(t60_c2).
short(t60_c3).
short(t62_c1).
short(t63_c1).
short(t63_c2).
short(t63_c3).
short(t64_c3).
short(t65_c1).
short(t65_c2).
short(t65_c3).
short(t66_c1).
short(t66_c2).
short(t66_c3).
short(t66_c4).
short(t67_c4).
short(t69_c1).
short(t69_c2).
short(t69_c3).
short(t70_c2).
short(t71_c1).
short(t71_c2).
short(t72_c1).
short(t72_c3).
short(t73_c2).
short(t73_c3).
short(t74_c1).
short(t74_c2).
short(t75_c1).
short(t76_c3).
short(t76_c4).
short(t77_c2).
short(t77_c3).
short(t77_c4).
short(t78_c1).
short(t79_c1).
short(t79_c2).
short(t79_c3).
short(t79_c4).
short(t80_c1).
short(t80_c2).
short(t81_c1).
short(t81_c3).
short(t82_c1).
short(t82_c2).
short(t84_c2).
short(t84_c4).
short(t85_c1).
short(t85_c2).
short(t85_c3).
short(t86_c1).
short(t86_c2).
short(t87_c2).
short(t87_c3).
short(t88_c1).
short(t88_c2).
short(t89_c2).
short(t90_c1).
short(t90_c2).
short(t90_c3).
two_wheels(t1_c1).
two_wheels(t1_c2).
two_wheels(t1_c3).
two_wheels(t2_c2).
two_wheels(t2_c3).
two_wheels(t3_c1).
two_wheels(t4_c1).
two_wheels(t4_c2).
two_wheels(t4_c3).
two_wheels(t5_c1).
two_wheels(t5_c2).
two_wheels(t5_c3).
two_wheels(t5_c4).
two_wheels(t6_c2).
two_wheels(t7_c1).
two_wheels(t7_c2).
two_wheels(t7_c3).
two_wheels(t8_c1).
two_wheels(t8_c2).
two_wheels(t9_c1).
two_wheels(t9_c2).
two_wheels(t10_c1).
two_wheels(t11_c1).
two_wheels(t11_c2).
two_wheels(t11_c3).
two_wheels(t11_c4).
two_wheels(t12_c1).
two_wheels(t12_c2).
two_wheels(t12_c3).
two_wheels(t13_c1).
two_wheels(t13_c2).
two_wheels(t14_c1).
two_wheels(t15_c1).
two_wheels(t15_c2).
two_wheels(t16_c2).
two_wheels(t17_c1).
two_wheels(t17_c2).
two_wheels(t17_c3).
two_wheels(t18_c2).
two_wheels(t18_c3).
two_wheels(t19_c1).
two_wheels(t19_c2).
two_wheels(t19_c3).
two_wheels(t21_c1).
two_wheels(t21_c2).
two_wheels(t21_c3).
two_wheels(t22_c1).
two_wheels(t22_c2).
two_wheels(t22_c3).
two_wheels(t23_c2).
two_wheels(t23_c3).
two_wheels(t23_c4).
two_wheels(t24_c1).
two_wheels(t24_c2).
two_wheels(t25_c1).
two_wheels(t25_c2).
two_wheels(t25_c3).
two_wheels(t26_c1).
two_wheels(t26_c3).
two_wheels(t27_c1).
two_wheels(t27_c2).
two_wheels(t27_c3).
two_wheels(t28_c2).
two_wheels(t29_c1).
two_wheels(t29_c2).
two_wheels(t30_c1).
two_wheels(t30_c2).
two_wheels(t31_c1).
two_wheels(t31_c2).
two_wheels(t32_c1).
two_wheels(t33_c1).
two_wheels(t33_c2).
two_wheels(t33_c3).
two_wheels(t33_c4).
two_wheels(t34_c1).
two_wheels(t34_c2).
two_wheels(t35_c1).
two_wheels(t35_c2).
two_wheels(t35_c3).
two_wheels(t36_c1).
two_wheels(t36_c2).
two_wheels(t36_c3).
two_wheels(t37_c1).
two_wheels(t37_c2).
two_wheels(t38_c3).
two_wheels(t38_c4).
two_wheels(t39_c1).
two_wheels(t39_c2).
two_wheels(t40_c1).
two_wheels(t40_c2).
two_wheels(t40_c3).
two_wheels(t41_c1).
two_wheels(t42_c1).
two_wheels(t43_c1).
two_wheels(t43_c2).
two_wheels(t43_c3).
two_wheels(t44_c1).
two_wheels(t44_c3).
two_wheels(t44_c4).
two_wheels(t45_c1).
two_wheels(t46_c2).
two_wheels(t47_c1).
two_wheels(t47_c2).
two_wheels(t47_c3).
two_wheels(t48_c3).
two_wheels(t48_c4).
two_wheels(t49_c1).
two_wheels(t49_c2).
two_wheels(t49_c3).
two_wheels(t50_c1).
two_wheels(t50_c2).
two_wheels(t50_c3).
two_wheels(t50_c4).
two_wheels(t51_c1).
two_wheels(t52_c1).
two_wheels(t52_c2).
two_wheels(t53_c1).
two_wheels(t54_c1).
two_wheels(t54_c3).
two_wheels(t55_c2).
two_wheels(t56_c1).
two_wheels(t56_c2).
two_wheels(t58_c1).
two_wheels(t58_c2).
two_wheels(t59_c1).
two_wheels(t59_c2).
two_wheels(t60_c1).
two_wheels(t60_c2).
two_wheels(t60_c3).
two_wheels(t60_c4).
two_wheels(t61_c1).
two_wheels(t61_c2).
two_wheels(t61_c3).
two_wheels(t62_c1).
two_wheels(t62_c2).
two_wheels(t63_c1).
two_wheels(t63_c2).
two_wheels(t63_c3).
two_wheels(t64_c1).
two_wheels(t64_c2).
two_wheels(t64_c3).
two_wheels(t65_c1).
two_wheels(t65_c2).
two_wheels(t65_c3).
two_wheels(t66_c1).
two_wheels(t66_c2).
two_wheels(t66_c3).
two_wheels(t66_c4).
two_wheels(t67_c1).
two_wheels(t67_c2).
two_wheels(t67_c3).
two_wheels(t67_c4).
two_wheels(t69_c1).
two_wheels(t69_c2).
two_wheels(t69_c3).
two_wheels(t70_c1).
two_wheels(t70_c2).
two_wheels(t71_c1).
two_wheels(t71_c2).
two_wheels(t72_c1).
two_wheels(t72_c2).
two_wheels(t72_c3).
two_wheels(t73_c1).
two_wheels(t73_c2).
two_wheels(t73_c3).
two_wheels(t73_c4).
two_wheels(t74_c1).
two_wheels(t74_c2).
two_wheels(t75_c1).
two_wheels(t76_c1).
two_wheels(t76_c3).
two_wheels(t76_c4).
two_wheels(t77_c1).
two_wheels(t77_c2).
two_wheels(t77_c3).
two_wheels(t77_c4).
two_wheels(t78_c1).
two_wheels(t79_c1).
two_wheels(t79_c2).
two_wheels(t79_c3).
two_wheels(t79_c4).
two_wheels(t80_c1).
two_wheels(t80_c2).
two_wheels(t81_c1).
two_wheels(t81_c2).
two_wheels(t81_c3).
two_wheels(t81_c4).
two_wheels(t82_c1).
two_wheels(t82_c2).
two_wheels(t83_c2).
two_wheels(t84_c1).
two_wheels(t84_c2).
two_wheels(t84_c4).
two_wheels(t85_c1).
two_wheels(t85_c2).
two_wheels(t85_c3).
two_wheels(t86_c1).
two_wheels(t86_c2).
two_wheels(t87_c1).
two_wheels(t87_c2).
two_wheels(t87_c3).
two_wheels(t88_c1).
two_wheels(t88_c2).
two_wheels(t89_c1).
two_wheels(t89_c2).
two_wheels(t90_c1).
two_wheels(t90_c2).
two_wheels(t90_c3).
roof_closed(t1_c1).
roof_closed(t1_c3).
roof_closed(t2_c2).
roof_closed(t3_c1).
roof_closed(t3_c2).
roof_closed(t4_c1).
roof_closed(t4_c3).
roof_closed(t4_c4).
roof_closed(t5_c1).
roof_closed(t5_c2).
roof_closed(t5_c3).
roof_closed(t5_c4).
roof_closed(t6_c1).
roof_closed(t6_c2).
roof_closed(t7_c3).
roof_closed(t8_c1).
roof_closed(t8_c2).
roof_closed(t8_c3).
roof_closed(t9_c1).
roof_closed(t9_c2).
roof_closed(t9_c3).
roof_closed(t10_c1).
roof_closed(t10_c2).
roof_closed(t11_c2).
roof_closed(t11_c4).
roof_closed(t12_c1).
roof_closed(t12_c3).
roof_closed(t12_c4).
roof_closed(t13_c1).
roof_closed(t13_c2).
roof_closed(t14_c1).
roof_closed(t14_c2).
roof_closed(t15_c2).
roof_closed(t16_c1).
roof_closed(t16_c3).
roof_closed(t17_c1).
roof_closed(t17_c2).
roof_closed(t17_c3).
roof_closed(t18_c2).
roof_closed(t18_c3).
roof_closed(t18_c4).
roof_closed(t19_c1).
roof_closed(t19_c2).
roof_closed(t19_c3).
roof_closed(t20_c1).
roof_closed(t20_c2).
roof_closed(t21_c1).
roof_closed(t21_c2).
roof_closed(t22_c1).
roof_closed(t22_c2).
roof_closed(t22_c3).
roof_closed(t23_c3).
roof_closed(t23_c4).
roof_closed(t24_c2).
roof_closed(t25_c1).
roof_closed(t25_c2).
roof_closed(t25_c3).
roof_closed(t26_c1).
roof_closed(t26_c2).
roof_closed(t26_c3).
roof_closed(t27_c1).
roof_closed(t27_c2).
roof_closed(t27_c3).
roof_closed(t28_c1).
roof_closed(t28_c2).
roof_closed(t29_c1).
roof_closed(t29_c2).
roof_closed(t30_c1).
roof_closed(t31_c1).
roof_closed(t31_c2).
roof_closed(t32_c2).
roof_closed(t32_c3).
roof_closed(t33_c1).
roof_closed(t33_c2).
roof_closed(t33_c3).
roof_closed(t33_c4).
roof_closed(t34_c2).
roof_closed(t35_c1).
roof_closed(t35_c2).
roof_closed(t35_c3).
roof_closed(t36_c1).
roof_closed(t36_c3).
roof_closed(t38_c2).
roof_closed(t38_c3).
roof_closed(t38_c4).
roof_closed(t39_c1).
roof_closed(t40_c1).
roof_closed(t40_c2).
roof_closed(t40_c3).
roof_closed(t42_c1).
roof_closed(t42_c2).
roof_closed(t43_c1).
roof_closed(t43_c2).
roof_closed(t44_c1).
roof_closed(t44_c3).
roof_closed(t44_c4).
roof_closed(t45_c1).
roof_closed(t46_c1).
roof_closed(t46_c2).
roof_closed(t47_c1).
roof_closed(t47_c2).
roof_closed(t47_c3).
roof_closed(t48_c3).
roof_closed(t48_c4).
roof_closed(t49_c1).
roof_closed(t49_c2).
roof_closed(t49_c3).
roof_closed(t49_c4).
roof_closed(t50_c1).
roof_closed(t50_c3).
roof_closed(t50_c4).
roof_closed(t51_c1).
roof_closed(t52_c1).
roof_closed(t53_c1).
roof_closed(t53_c2).
roof_closed(t54_c1).
roof_closed(t54_c3).
roof_closed(t55_c1).
roof_closed(t55_c2).
roof_closed(t56_c1).
roof_closed(t56_c2).
roof_closed(t56_c3).
roof_closed(t56_c4).
roof_closed(t57_c1).
roof_closed(t57_c2).
roof_closed(t58_c1).
roof_closed(t58_c2).
roof_closed(t59_c1).
roof_closed(t59_c2).
roof_closed(t60_c2).
roof_closed(t60_c3).
roof_closed(t61_c1).
roof_closed(t61_c2).
roof_closed(t61_c3).
roof_closed(t62_c1).
roof_closed(t62_c2).
roof_closed(t63_c1).
roof_closed(t63_c2).
roof_closed(t63_c3).
roof_closed(t64_c1).
roof_closed(t64_c2).
roof_closed(t64_c3).
roof_closed(t65_c1).
roof_closed(t65_c2).
roof_closed(t65_c3).
roof_closed(t66_c1).
roof_closed(t66_c2).
roof_closed(t66_c3).
roof_closed(t67_c1).
roof_closed(t67_c2).
roof_closed(t67_c4).
roof_closed(t68_c1).
roof_closed(t69_c1).
roof_closed(t69_c2).
roof_closed(t69_c3).
roof_closed(t70_c1).
roof_closed(t71_c1).
roof_closed(t71_c2).
roof_closed(t72_c1).
roof_closed(t72_c3).
roof_closed(t73_c1).
roof_closed(t73_c3).
roof_closed(t73_c4).
roof_closed(t74_c1).
roof_closed(t75_c2).
roof_closed(t76_c1).
roof_closed(t76_c2).
roof_closed(t76_c3).
roof_closed(t77_c3).
roof_closed(t77_c4).
roof_closed(t78_c1).
roof_closed(t78_c2).
roof_closed(t79_c2).
roof_closed(t79_c3).
roof_closed(t79_c4).
roof_closed(t80_c1).
roof_closed(t80_c2).
roof_closed(t81_c1).
roof_closed(t81_c2).
roof_closed(t81_c3).
roof_closed(t81_c4).
roof_closed(t82_c1).
roof_closed(t83_c2).
roof_closed(t84_c1).
roof_closed(t84_c3).
roof_closed(t84_c4).
roof_closed(t85_c2).
roof_closed(t85_c3).
roof_closed(t86_c1).
roof_closed(t86_c2).
roof_closed(t87_c1).
roof_closed(t87_c2).
roof_closed(t87_c3).
roof_closed(t88_c1).
roof_closed(t88_c2).
roof_closed(t89_c1).
roof_closed(t89_c2).
roof_closed(t90_c2).
roof_closed(t90_c3).
peaked_roof(t1_c1).
peaked_roof(t6_c1).
peaked_roof(t7_c3).
peaked_roof(t8_c1).
peaked_roof(t9_c2).
peaked_roof(t9_c3).
peaked_roof(t10_c1).
peaked_roof(t10_c2).
peaked_roof(t11_c4).
peaked_roof(t12_c3).
peaked_roof(t18_c3).
peaked_roof(t19_c1).
peaked_roof(t19_c2).
peaked_roof(t20_c1).
peaked_roof(t20_c2).
peaked_roof(t22_c1).
peaked_roof(t25_c2).
peaked_roof(t27_c3).
peaked_roof(t28_c2).
peaked_roof(t32_c3).
peaked_roof(t35_c1).
peaked_roof(t35_c2).
peaked_roof(t36_c3).
peaked_roof(t38_c4).
peaked_roof(t42_c2).
peaked_roof(t43_c1).
peaked_roof(t46_c2).
peaked_roof(t49_c1).
peaked_roof(t51_c1).
peaked_roof(t54_c1).
peaked_roof(t57_c2).
peaked_roof(t58_c1).
peaked_roof(t62_c2).
peaked_roof(t64_c3).
peaked_roof(t67_c1).
peaked_roof(t67_c4).
peaked_roof(t71_c1).
peaked_roof(t74_c1).
peaked_roof(t77_c3).
peaked_roof(t78_c1).
peaked_roof(t78_c2).
peaked_roof(t80_c2).
peaked_roof(t81_c1).
peaked_roof(t81_c3).
peaked_roof(t82_c1).
peaked_roof(t88_c1).
peaked_roof(t88_c2).
has_load(t1_c1, t1_c1_l1).
has_load(t1_c1, t1_c1_l2).
has_load(t1_c2, t1_c2_l1).
has_load(t1_c2, t1_c2_l2).
has_load(t1_c2, t1_c2_l3).
has_load(t1_c3, t1_c3_l1).
has_load(t2_c1, t2_c1_l1).
has_load(t2_c2, t2_c2_l1).
has_load(t2_c2, t2_c2_l2).
has_load(t2_c3, t2_c3_l1).
has_load(t2_c3, t2_c3_l2).
has_load(t3_c1, t3_c1_l1).
has_load(t3_c2, t3_c2_l1).
has_load(t3_c2, t3_c2_l2).
has_load(t4_c1, t4_c1_l1).
has_load(t4_c2, t4_c2_l1).
has_load(t4_c3, t4_c3_l1).
has_load(t4_c3, t4_c3_l2).
has_load(t4_c4, t4_c4_l1).
has_load(t4_c4, t4_c4_l2).
has_load(t4_c4, t4_c4_l3).
has_load(t5_c1, t5_c1_l1).
has_load(t5_c2, t5_c2_l1).
has_load(t5_c3, t5_c3_l1).
has_load(t5_c4, t5_c4_l1).
has_load(t6_c1, t6_c1_l1).
has_load(t6_c1, t6_c1_l2).
has_load(t6_c1, t6_c1_l3).
has_load(t7_c1, t7_c1_l1).
has_load(t7_c1, t7_c1_l2).
has_load(t7_c2, t7_c2_l1).
has_load(t7_c2, t7_c2_l2).
has_load(t7_c2, t7_c2_l3).
has_load(t7_c3, t7_c3_l1).
has_load(t7_c3, t7_c3_l2).
has_load(t8_c1, t8_c1_l1).
has_load(t8_c1, t8_c1_l2).
has_load(t8_c2, t8_c2_l1).
has_load(t8_c2, t8_c2_l2).
has_load(t8_c3, t8_c3_l1).
has_load(t8_c3, t8_c3_l2).
has_load(t9_c1, t9_c1_l1).
has_load(t9_c1, t9_c1_l2).
has_load(t9_c2, t9_c2_l1).
has_load(t9_c3, t9_c3_l1).
has_load(t10_c1, t10_c1_l1).
has_load(t10_c2, t10_c2_l1).
has_load(t11_c2, t11_c2_l1).
has_load(t11_c2, t11_c2_l2).
has_load(t11_c3, t11_c3_l1).
has_load(t11_c3, t11_c3_l2).
has_load(t11_c4, t11_c4_l1).
has_load(t11_c4, t11_c4_l2).
has_load(t12_c2, t12_c2_l1).
has_load(t12_c2, t12_c2_l2).
has_load(t12_c3, t12_c3_l1).
has_load(t12_c3, t12_c3_l2).
has_load(t12_c3, t12_c3_l3).
has_load(t13_c1, t13_c1_l1).
has_load(t13_c1, t13_c1_l2).
has_load(t13_c2, t13_c2_l1).
has_load(t13_c2, t13_c2_l2).
has_load(t13_c2, t13_c2_l3).
has_load(t14_c1, t14_c1_l1).
has_load(t14_c2, t14_c2_l1).
has_load(t14_c2, t14_c2_l2).
has_load(t15_c1, t15_c1_l1).
has_load(t15_c1, t15_c1_l2).
has_load(t15_c2, t15_c2_l1).
has_load(t16_c1, t16_c1_l1).
has_load(t16_c2, t16_c2_l1).
has_load(t16_c2, t16_c2_l2).
has_load(t16_c3, t16_c3_l1).
has_load(t16_c3, t16_c3_l2).
has_load(t16_c3, t16_c3_l3).
has_load(t17_c1, t17_c1_l1).
has_load(t17_c1, t17_c1_l2).
has_load(t17_c2, t17_c2_l1).
has_load(t17_c3, t17_c3_l1).
has_load(t18_c1, t18_c1_l1).
has_load(t18_c2, t18_c2_l1).
has_load(t18_c3, t18_c3_l1).
has_load(t18_c4, t18_c4_l1).
has_load(t19_c1, t19_c1_l1).
has_load(t19_c1, t19_c1_l2).
has_load(t19_c3, t19_c3_l1).
has_load(t19_c3, t19_c3_l2).
has_load(t20_c1, t20_c1_l1).
has_load(t20_c2, t20_c2_l1).
has_load(t20_c2, t20_c2_l2).
has_load(t21_c1, t21_c1_l1).
has_load(t21_c2, t21_c2_l1).
has_load(t21_c2, t21_c2_l2).
has_load(t21_c3, t21_c3_l1).
has_load(t22_c2, t22_c2_l1).
has_load(t22_c3, t22_c3_l1).
has_load(t22_c3, t22_c3_l2).
has_load(t23_c2, t23_c2_l1).
has_load(t23_c3, t23_c3_l1).
has_load(t23_c4, t23_c4_l1).
has_load(t24_c1, t24_c1_l1).
has_load(t24_c2, t24_c2_l1).
has_load(t24_c2, t24_c2_l2).
has_load(t24_c2, t24_c2_l3).
has_load(t24_c3, t24_c3_l1).
has_load(t24_c3, t24_c3_l2).
has_load(t25_c1, t25_c1_l1).
has_load(t25_c2, t25_c2_l1).
has_load(t25_c2, t25_c2_l2).
has_load(t25_c3, t25_c3_l1).
has_load(t26_c1, t26_c1_l1).
has_load(t26_c2, t26_c2_l1).
has_load(t26_c2, t26_c2_l2).
has_load(t26_c2, t26_c2_l3).
has_load(t27_c1, t27_c1_l1).
has_load(t27_c1, t27_c1_l2).
has_load(t27_c2, t27_c2_l1).
has_load(t27_c2, t27_c2_l2).
has_load(t27_c3, t27_c3_l1).
has_load(t27_c3, t27_c3_l2).
has_load(t28_c1, t28_c1_l1).
has_load(t28_c2, t28_c2_l1).
has_load(t28_c2, t28_c2_l2).
has_load(t29_c1, t29_c1_l1).
has_load(t29_c2, t29_c2_l1).
has_load(t29_c2, t29_c2_l2).
has_load(t29_c2, t29_c2_l3).
has_load(t30_c1, t30_c1_l1).
has_load(t30_c1, t30_c1_l2).
has_load(t30_c2, t30_c2_l1).
has_load(t31_c1, t31_c1_l1).
has_load(t31_c1, t31_c1_l2).
has_load(t31_c2, t31_c2_l1).
has_load(t31_c2, t31_c2_l2).
has_load(t32_c1, t32_c1_l1).
has_load(t32_c1, t32_c1_l2).
has_load(t32_c3, t32_c3_l1).
has_load(t32_c3, t32_c3_l2).
has_load(t32_c3, t32_c3_l3).
has_load(t33_c1, t33_c1_l1).
has_load(t33_c2, t33_c2_l1).
has_load(t33_c2, t33_c2_l2).
has_load(t33_c3, t33_c3_l1).
has_load(t34_c1, t34_c1_l1).
has_load(t34_c2, t34_c2_l1).
has_load(t34_c2, t34_c2_l2).
has_load(t34_c2, t34_c2_l3).
has_load(t35_c1, t35_c1_l1).
has_load(t35_c2, t35_c2_l1).
has_load(t35_c2, t35_c2_l2).
has_load(t35_c3, t35_c3_l1).
has_load(t35_c3, t35_c3_l2).
has_load(t36_c2, t36_c2_l1).
has_load(t36_c3, t36_c3_l1).
has_load(t36_c3, t36_c3_l2).
has_load(t36_c3, t36_c3_l3).
has_load(t37_c1, t37_c1_l1).
has_load(t37_c1, t37_c1_l2).
has_load(t37_c2, t37_c2_l1).
has_load(t37_c2, t37_c2_l2).
has_load(t38_c2, t38_c2_l1).
has_load(t38_c2, t38_c2_l2).
has_load(t38_c2, t38_c2_l3).
has_load(t38_c3, t38_c3_l1).
has_load(t38_c3, t38_c3_l2).
has_load(t38_c4, t38_c4_l1).
has_load(t39_c1, t39_c1_l1).
has_load(t39_c2, t39_c2_l1).
has_load(t40_c1, t40_c1_l1).
has_load(t40_c1, t40_c1_l2).
has_load(t40_c1, t40_c1_l3).
has_load(t40_c2, t40_c2_l1).
has_load(t41_c1, t41_c1_l1).
has_load(t42_c1, t42_c1_l1).
has_load(t42_c1, t42_c1_l2).
has_load(t42_c1, t42_c1_l3).
has_load(t42_c2, t42_c2_l1).
has_load(t42_c2, t42_c2_l2).
has_load(t43_c1, t43_c1_l1).
has_load(t43_c1, t43_c1_l2).
has_load(t43_c1, t43_c1_l3).
has_load(t43_c2, t43_c2_l1).
has_load(t43_c2, t43_c2_l2).
has_load(t43_c3, t43_c3_l1).
has_load(t44_c2, t44_c2_l1).
has_load(t44_c3, t44_c3_l1).
has_load(t44_c4, t44_c4_l1).
has_load(t44_c4, t44_c4_l2).
has_load(t44_c4, t44_c4_l3).
has_load(t45_c1, t45_c1_l1).
has_load(t45_c1, t45_c1_l2).
has_load(t45_c2, t45_c2_l1).
has_load(t46_c1, t46_c1_l1).
has_load(t46_c1, t46_c1_l2).
has_load(t46_c2, t46_c2_l1).
has_load(t47_c1, t47_c1_l1).
has_load(t47_c2, t47_c2_l1).
has_load(t47_c3, t47_c3_l1).
has_load(t47_c3, t47_c3_l2).
has_load(t48_c1, t48_c1_l1).
has_load(t48_c1, t48_c1_l2).
has_load(t48_c1, t48_c1_l3).
has_load(t48_c2, t48_c2_l1).
has_load(t48_c4, t48_c4_l1).
has_load(t48_c4, t48_c4_l2).
has_load(t49_c2, t49_c2_l1).
has_load(t49_c2, t49_c2_l2).
has_load(t49_c3, t49_c3_l1).
has_load(t49_c4, t49_c4_l1).
has_load(t49_c4, t49_c4_l2).
has_load(t50_c1, t50_c1_l1).
has_load(t50_c2, t50_c2_l1).
has_load(t50_c2, t50_c2_l2).
has_load(t50_c3, t50_c3_l1).
has_load(t50_c3, t50_c3_l2).
has_load(t50_c3, t50_c3_l3).
has_load(t53_c1, t53_c1_l1).
has_load(t53_c1, t53_c1_l2).
has_load(t53_c2, t53_c2_l1).
has_load(t54_c1, t54_c1_l1).
has_load(t54_c2, t54_c2_l1).
has_load(t54_c2, t54_c2_l2).
has_load(t54_c3, t54_c3_l1).
has_load(t55_c1, t55_c1_l1).
has_load(t56_c1, t56_c1_l1).
has_load(t56_c2, t56_c2_l1).
has_load(t56_c2, t56_c2_l2).
has_load(t56_c3, t56_c3_l1).
has_load(t56_c3, t56_c3_l2).
has_load(t56_c4, t56_c4_l1).
has_load(t56_c4, t56_c4_l2).
has_load(t56_c4, t56_c4_l3).
has_load(t57_c2, t57_c2_l1).
has_load(t57_c2, t57_c2_l2).
has_load(t58_c1, t58_c1_l1).
has_load(t58_c1, t58_c1_l2).
has_load(t59_c1, t59_c1_l1).
has_load(t59_c1, t59_c1_l2).
has_load(t59_c2, t59_c2_l1).
has_load(t60_c2, t60_c2_l1).
has_load(t60_c2, t60_c2_l2).
has_load(t60_c2, t60_c2_l3).
has_load(t60_c3, t60_c3_l1).
has_load(t60_c4, t60_c4_l1).
has_load(t61_c1, t61_c1_l1).
has_load(t61_c1, t61_c1_l2).
has_load(t61_c3, t61_c3_l1).
has_load(t62_c1, t62_c1_l1).
has_load(t62_c1, t62_c1_l2).
has_load(t62_c1, t62_c1_l3).
has_load(t62_c2, t62_c2_l1).
has_load(t62_c2, t62_c2_l2).
has_load(t63_c1, t63_c1_l1).
has_load(t63_c1, t63_c1_l2).
has_load(t63_c1, t63_c1_l3).
has_load(t63_c2, t63_c2_l1).
has_load(t63_c2, t63_c2_l2).
has_load(t63_c3, t63_c3_l1).
has_load(t63_c3, t63_c3_l2).
has_load(t64_c2, t64_c2_l1).
has_load(t65_c1, t65_c1_l1).
has_load(t65_c2, t65_c2_l1).
has_load(t65_c3, t65_c3_l1).
has_load(t65_c3, t65_c3_l2).
has_load(t66_c1, t66_c1_l1).
has_load(t66_c1, t66_c1_l2).
has_load(t66_c2, t66_c2_l1).
has_load(t66_c3, t66_c3_l1).
has_load(t66_c4, t66_c4_l1).
has_load(t67_c1, t67_c1_l1).
has_load(t67_c2, t67_c2_l1).
has_load(t67_c2, t67_c2_l2).
has_load(t67_c2, t67_c2_l3).
has_load(t67_c3, t67_c3_l1).
has_load(t68_c1, t68_c1_l1).
has_load(t68_c2, t68_c2_l1).
has_load(t69_c1, t69_c1_l1).
has_load(t69_c2, t69_c2_l1).
has_load(t69_c2, t69_c2_l2).
has_load(t69_c3, t69_c3_l1).
has_load(t69_c3, t69_c3_l2).
has_load(t69_c3, t69_c3_l3).
has_load(t70_c1, t70_c1_l1).
has_load(t70_c2, t70_c2_l1).
has_load(t71_c1, t71_c1_l1).
has_load(t71_c1, t71_c1_l2).
has_load(t71_c2, t71_c2_l1).
has_load(t72_c1, t72_c1_l1).
has_load(t72_c1, t72_c1_l2).
has_load(t72_c3, t72_c3_l1).
has_load(t73_c1, t73_c1_l1).
has_load(t73_c1, t73_c1_l2).
has_load(t73_c2, t73_c2_l1).
has_load(t73_c2, t73_c2_l2).
has_load(t73_c3, t73_c3_l1).
has_load(t73_c3, t73_c3_l2).
has_load(t73_c3, t73_c3_l3).
has_load(t73_c4, t73_c4_l1).
has_load(t74_c1, t74_c1_l1).
has_load(t74_c1, t74_c1_l2).
has_load(t74_c2, t74_c2_l1).
has_load(t74_c2, t74_c2_l2).
has_load(t76_c1, t76_c1_l1).
has_load(t76_c1, t76_c1_l2).
has_load(t76_c1, t76_c1_l3).
has_load(t76_c2, t76_c2_l1).
has_load(t76_c3, t76_c3_l1).
has_load(t76_c3, t76_c3_l2).
has_load(t76_c4, t76_c4_l1).
has_load(t76_c4, t76_c4_l2).
has_load(t77_c1, t77_c1_l1).
has_load(t77_c3, t77_c3_l1).
has_load(t77_c3, t77_c3_l2).
has_load(t77_c3, t77_c3_l3).
has_load(t77_c4, t77_c4_l1).
has_load(t78_c1, t78_c1_l1).
has_load(t78_c1, t78_c1_l2).
has_load(t78_c2, t78_c2_l1).
has_load(t78_c2, t78_c2_l2).
has_load(t79_c1, t79_c1_l1).
has_load(t79_c1, t79_c1_l2).
has_load(t79_c1, t79_c1_l3).
has_load(t79_c2, t79_c2_l1).
has_load(t79_c2, t79_c2_l2).
has_load(t79_c3, t79_c3_l1).
has_load(t79_c3, t79_c3_l2).
has_load(t79_c4, t79_c4_l1).
has_load(t80_c1, t80_c1_l1).
has_load(t80_c1, t80_c1_l2).
has_load(t80_c1, t80_c1_l3).
has_load(t80_c2, t80_c2_l1).
has_load(t81_c1, t81_c1_l1).
has_load(t81_c1, t81_c1_l2).
has_load(t81_c2, t81_c2_l1).
has_load(t81_c2, t81_c2_l2).
has_load(t81_c2, t81_c2_l3).
has_load(t81_c4, t81_c4_l1).
has_load(t82_c1, t82_c1_l1).
has_load(t82_c2, t82_c2_l1).
has_load(t83_c2, t83_c2_l1).
has_load(t83_c2, t83_c2_l2).
has_load(t83_c2, t83_c2_l3).
has_load(t84_c1, t84_c1_l1).
has_load(t84_c1, t84_c1_l2).
has_load(t84_c3, t84_c3_l1).
has_load(t85_c1, t85_c1_l1).
has_load(t85_c3, t85_c3_l1).
has_load(t86_c1, t86_c1_l1).
has_load(t86_c1, t86_c1_l2).
has_load(t86_c2, t86_c2_l1).
has_load(t87_c1, t87_c1_l1).
has_load(t87_c2, t87_c2_l1).
has_load(t87_c2, t87_c2_l2).
has_load(t87_c3, t87_c3_l1).
has_load(t87_c3, t87_c3_l2).
has_load(t88_c1, t88_c1_l1).
has_load(t88_c2, t88_c2_l1).
has_load(t88_c2, t88_c2_l2).
has_load(t89_c1, t89_c1_l1).
has_load(t89_c2, t89_c2_l1).
has_load(t89_c2, t89_c2_l2).
has_load(t90_c1, t90_c1_l1).
has_load(t90_c3, t90_c3_l1).
has_load(t90_c3, t90_c3_l2).
has_load(t90_c3, t90_c3_l3).
triangle(t1_c1_l1).
triangle(t1_c1_l2).
triangle(t1_c3_l1).
triangle(t2_c1_l1).
triangle(t2_c2_l1).
triangle(t2_c2_l2).
triangle(t3_c2_l1).
triangle(t3_c2_l2).
triangle(t4_c2_l1).
triangle(t4_c4_l1).
triangle(t4_c4_l2).
triangle(t4_c4_l3).
triangle(t7_c1_l1).
triangle(t7_c1_l2).
triangle(t7_c2_l1).
triangle(t7_c2_l2).
triangle(t7_c2_l3).
triangle(t9_c2_l1).
triangle(t11_c4_l1).
triangle(t11_c4_l2).
triangle(t16_c1_l1).
triangle(t16_c2_l1).
triangle(t16_c2_l2).
triangle(t21_c2_l1).
triangle(t21_c2_l2).
triangle(t21_c3_l1).
triangle(t23_c2_l1).
triangle(t25_c1_l1).
triangle(t25_c2_l1).
triangle(t25_c2_l2).
triangle(t28_c2_l1).
triangle(t28_c2_l2).
triangle(t30_c1_l1).
triangle(t30_c1_l2).
triangle(t32_c1_l1).
triangle(t32_c1_l2).
triangle(t37_c2_l1).
triangle(t37_c2_l2).
triangle(t38_c2_l1).
triangle(t38_c2_l2).
triangle(t38_c2_l3).
triangle(t44_c4_l1).
triangle(t44_c4_l2).
triangle(t44_c4_l3).
triangle(t47_c1_l1).
triangle(t47_c3_l1).
triangle(t47_c3_l2).
triangle(t49_c3_l1).
triangle(t55_c1_l1).
triangle(t56_c3_l1).
triangle(t56_c3_l2).
triangle(t59_c2_l1).
triangle(t60_c3_l1).
triangle(t61_c3_l1).
triangle(t65_c2_l1).
triangle(t67_c1_l1).
triangle(t68_c1_l1).
triangle(t70_c2_l1).
triangle(t76_c4_l1).
triangle(t76_c4_l2).
triangle(t79_c4_l1).
triangle(t86_c1_l1).
triangle(t86_c1_l2).
triangle(t89_c2_l1).
triangle(t89_c2_l2).
roof_open(t1_c2).
roof_open(t2_c1).
roof_open(t2_c3).
roof_open(t4_c2).
roof_open(t7_c1).
roof_open(t7_c2).
roof_open(t11_c1).
roof_open(t11_c3).
roof_open(t12_c2).
roof_open(t15_c1).
roof_open(t16_c2).
roof_open(t18_c1).
roof_open(t21_c3).
roof_open(t23_c1).
roof_open(t23_c2).
roof_open(t24_c1).
roof_open(t24_c3).
roof_open(t30_c2).
roof_open(t32_c1).
roof_open(t34_c1).
roof_open(t36_c2).
roof_open(t37_c1).
roof_open(t37_c2).
roof_open(t38_c1).
roof_open(t39_c2).
roof_open(t41_c1).
roof_open(t41_c2).
roof_open(t43_c3).
roof_open(t44_c2).
roof_open(t45_c2).
roof_open(t48_c1).
roof_open(t48_c2).
roof_open(t50_c2).
roof_open(t51_c2).
roof_open(t52_c2).
roof_open(t54_c2).
roof_open(t60_c1).
roof_open(t60_c4).
roof_open(t66_c4).
roof_open(t67_c3).
roof_open(t68_c2).
roof_open(t70_c2).
roof_open(t72_c2).
roof_open(t73_c2).
roof_open(t74_c2).
roof_open(t75_c1).
roof_open(t76_c4).
roof_open(t77_c1).
roof_open(t77_c2).
roof_open(t79_c1).
roof_open(t82_c2).
roof_open(t83_c1).
roof_open(t84_c2).
roof_open(t85_c1).
roof_open(t90_c1).
hexagon(t1_c2_l1).
hexagon(t1_c2_l2).
hexagon(t1_c2_l3).
hexagon(t4_c1_l1).
hexagon(t4_c3_l1).
hexagon(t4_c3_l2).
hexagon(t5_c3_l1).
hexagon(t7_c3_l1).
hexagon(t7_c3_l2).
hexagon(t11_c2_l1).
hexagon(t11_c2_l2).
hexagon(t11_c3_l1).
hexagon(t11_c3_l2).
hexagon(t14_c1_l1).
hexagon(t15_c2_l1).
hexagon(t18_c4_l1).
hexagon(t19_c1_l1).
hexagon(t19_c1_l2).
hexagon(t27_c1_l1).
hexagon(t27_c1_l2).
hexagon(t28_c1_l1).
hexagon(t31_c2_l1).
hexagon(t31_c2_l2).
hexagon(t33_c1_l1).
hexagon(t39_c1_l1).
hexagon(t40_c1_l1).
hexagon(t40_c1_l2).
hexagon(t40_c1_l3).
hexagon(t41_c1_l1).
hexagon(t43_c1_l1).
hexagon(t43_c1_l2).
hexagon(t43_c1_l3).
hexagon(t43_c2_l1).
hexagon(t43_c2_l2).
hexagon(t44_c3_l1).
hexagon(t45_c1_l1).
hexagon(t45_c1_l2).
hexagon(t48_c1_l1).
hexagon(t48_c1_l2).
hexagon(t48_c1_l3).
hexagon(t48_c2_l1).
hexagon(t48_c4_l1).
hexagon(t48_c4_l2).
hexagon(t50_c2_l1).
hexagon(t50_c2_l2).
hexagon(t53_c2_l1).
hexagon(t54_c2_l1).
hexagon(t54_c2_l2).
hexagon(t54_c3_l1).
hexagon(t56_c4_l1).
hexagon(t56_c4_l2).
hexagon(t56_c4_l3).
hexagon(t58_c1_l1).
hexagon(t58_c1_l2).
hexagon(t62_c2_l1).
hexagon(t62_c2_l2).
hexagon(t66_c1_l1).
hexagon(t66_c1_l2).
hexagon(t66_c2_l1).
hexagon(t66_c3_l1).
hexagon(t70_c1_l1).
hexagon(t72_c1_l1).
hexagon(t72_c1_l2).
hexagon(t77_c4_l1).
hexagon(t82_c2_l1).
hexagon(t86_c2_l1).
hexagon(t89_c1_l1).
long(t1_c3).
long(t2_c1).
long(t2_c3).
long(t3_c1).
long(t3_c2).
long(t4_c1).
long(t4_c2).
long(t4_c4).
long(t6_c1).
long(t6_c2).
long(t7_c1).
long(t7_c3).
long(t8_c2).
long(t8_c3).
long(t9_c3).
long(t10_c1).
long(t10_c2).
long(t11_c1).
long(t11_c3).
long(t12_c2).
long(t12_c4).
long(t13_c2).
long(t14_c1).
long(t14_c2).
long(t16_c1).
long(t16_c3).
long(t17_c2).
long(t17_c3).
long(t18_c1).
long(t18_c3).
long(t18_c4).
long(t20_c1).
long(t20_c2).
long(t22_c1).
long(t23_c1).
long(t24_c2).
long(t24_c3).
long(t25_c1).
long(t25_c3).
long(t26_c2).
long(t27_c1).
long(t28_c1).
long(t29_c1).
long(t32_c1).
long(t32_c2).
long(t32_c3).
long(t33_c1).
long(t34_c1).
long(t34_c2).
long(t35_c2).
long(t37_c1).
long(t38_c1).
long(t38_c2).
long(t38_c3).
long(t38_c4).
long(t39_c1).
long(t40_c1).
long(t40_c2).
long(t41_c2).
long(t42_c1).
long(t42_c2).
long(t43_c2).
long(t44_c1).
long(t44_c2).
long(t45_c1).
long(t45_c2).
long(t46_c1).
long(t46_c2).
long(t47_c1).
long(t48_c1).
long(t48_c2).
long(t48_c4).
long(t49_c1).
long(t49_c4).
long(t50_c1).
long(t50_c2).
long(t50_c3).
long(t50_c4).
long(t51_c1).
long(t51_c2).
long(t53_c2).
long(t54_c2).
long(t55_c1).
long(t56_c2).
long(t56_c3).
long(t56_c4).
long(t57_c1).
long(t57_c2).
long(t58_c1).
long(t58_c2).
long(t60_c4).
long(t61_c1).
long(t61_c2).
long(t61_c3).
long(t62_c2).
long(t64_c1).
long(t64_c2).
long(t67_c1).
long(t67_c2).
long(t67_c3).
long(t68_c1).
long(t68_c2).
long(t70_c1).
long(t72_c2).
long(t73_c1).
long(t73_c4).
long(t75_c2).
long(t76_c1).
long(t76_c2).
long(t77_c1).
long(t78_c2).
long(t81_c2).
long(t81_c4).
long(t83_c1).
long(t83_c2).
long(t84_c1).
long(t84_c3).
long(t87_c1).
long(t89_c1).
flat_roof(t1_c3).
flat_roof(t3_c2).
flat_roof(t4_c3).
flat_roof(t5_c2).
flat_roof(t5_c4).
flat_roof(t8_c2).
flat_roof(t14_c1).
flat_roof(t15_c2).
flat_roof(t17_c1).
flat_roof(t17_c3).
flat_roof(t18_c4).
flat_roof(t22_c2).
flat_roof(t23_c4).
flat_roof(t24_c2).
flat_roof(t26_c2).
flat_roof(t29_c1).
flat_roof(t32_c2).
flat_roof(t33_c1).
flat_roof(t33_c2).
flat_roof(t34_c2).
flat_roof(t38_c3).
flat_roof(t48_c4).
flat_roof(t49_c3).
flat_roof(t50_c1).
flat_roof(t50_c3).
flat_roof(t50_c4).
flat_roof(t52_c1).
flat_roof(t53_c1).
flat_roof(t54_c3).
flat_roof(t55_c1).
flat_roof(t56_c1).
flat_roof(t56_c4).
flat_roof(t57_c1).
flat_roof(t59_c1).
flat_roof(t62_c1).
flat_roof(t65_c2).
flat_roof(t66_c1).
flat_roof(t66_c2).
flat_roof(t69_c3).
flat_roof(t70_c1).
flat_roof(t73_c3).
flat_roof(t73_c4).
flat_roof(t75_c2).
flat_roof(t76_c3).
flat_roof(t81_c2).
flat_roof(t81_c4).
flat_roof(t85_c2).
flat_roof(t85_c3).
flat_roof(t86_c1).
flat_roof(t87_c1).
flat_roof(t87_c2).
flat_roof(t89_c2).
three_wheels(t2_c1).
three_wheels(t3_c2).
three_wheels(t4_c4).
three_wheels(t6_c1).
three_wheels(t8_c3).
three_wheels(t9_c3).
three_wheels(t10_c2).
three_wheels(t12_c4).
three_wheels(t14_c2).
three_wheels(t16_c1).
three_wheels(t16_c3).
three_wheels(t18_c1).
three_wheels(t18_c4).
three_wheels(t20_c1).
three_wheels(t20_c2).
three_wheels(t23_c1).
three_wheels(t24_c3).
three_wheels(t26_c2).
three_wheels(t28_c1).
three_wheels(t32_c2).
three_wheels(t32_c3).
three_wheels(t38_c1).
three_wheels(t38_c2).
three_wheels(t41_c2).
three_wheels(t42_c2).
three_wheels(t44_c2).
three_wheels(t45_c2).
three_wheels(t46_c1).
three_wheels(t48_c1).
three_wheels(t48_c2).
three_wheels(t49_c4).
three_wheels(t51_c2).
three_wheels(t53_c2).
three_wheels(t54_c2).
three_wheels(t55_c1).
three_wheels(t56_c3).
three_wheels(t56_c4).
three_wheels(t57_c1).
three_wheels(t57_c2).
three_wheels(t68_c1).
three_wheels(t68_c2).
three_wheels(t75_c2).
three_wheels(t76_c2).
three_wheels(t78_c2).
three_wheels(t83_c1).
three_wheels(t84_c3).
square(t2_c3_l1).
square(t2_c3_l2).
square(t5_c4_l1).
square(t6_c1_l1).
square(t6_c1_l2).
square(t6_c1_l3).
square(t8_c1_l1).
square(t8_c1_l2).
square(t8_c2_l1).
square(t8_c2_l2).
square(t15_c1_l1).
square(t15_c1_l2).
square(t17_c3_l1).
square(t18_c3_l1).
square(t22_c2_l1).
square(t22_c3_l1).
square(t22_c3_l2).
square(t24_c2_l1).
square(t24_c2_l2).
square(t24_c2_l3).
square(t26_c2_l1).
square(t26_c2_l2).
square(t26_c2_l3).
square(t27_c3_l1).
square(t27_c3_l2).
square(t31_c1_l1).
square(t31_c1_l2).
square(t35_c1_l1).
square(t35_c2_l1).
square(t35_c2_l2).
square(t36_c2_l1).
square(t36_c3_l1).
square(t36_c3_l2).
square(t36_c3_l3).
square(t37_c1_l1).
square(t37_c1_l2).
square(t38_c4_l1).
square(t39_c2_l1).
square(t40_c2_l1).
square(t46_c2_l1).
square(t47_c2_l1).
square(t50_c3_l1).
square(t50_c3_l2).
square(t50_c3_l3).
square(t53_c1_l1).
square(t53_c1_l2).
square(t56_c1_l1).
square(t65_c1_l1).
square(t66_c4_l1).
square(t68_c2_l1).
square(t69_c1_l1).
square(t69_c2_l1).
square(t69_c2_l2).
square(t73_c1_l1).
square(t73_c1_l2).
square(t73_c2_l1).
square(t73_c2_l2).
square(t73_c4_l1).
square(t74_c2_l1).
square(t74_c2_l2).
square(t76_c2_l1).
square(t79_c3_l1).
square(t79_c3_l2).
square(t81_c2_l1).
square(t81_c2_l2).
square(t81_c2_l3).
square(t81_c4_l1).
square(t82_c1_l1).
square(t84_c1_l1).
square(t84_c1_l2).
square(t84_c3_l1).
square(t85_c3_l1).
square(t87_c3_l1).
square(t87_c3_l2).
diamond(t3_c1_l1).
diamond(t9_c1_l1).
diamond(t9_c1_l2).
diamond(t16_c3_l1).
diamond(t16_c3_l2).
diamond(t16_c3_l3).
diamond(t18_c2_l1).
diamond(t19_c3_l1).
diamond(t19_c3_l2).
diamond(t20_c1_l1).
diamond(t21_c1_l1).
diamond(t23_c3_l1).
diamond(t24_c3_l1).
diamond(t24_c3_l2).
diamond(t26_c1_l1).
diamond(t27_c2_l1).
diamond(t27_c2_l2).
diamond(t29_c1_l1).
diamond(t29_c2_l1).
diamond(t29_c2_l2).
diamond(t29_c2_l3).
diamond(t30_c2_l1).
diamond(t34_c1_l1).
diamond(t34_c2_l1).
diamond(t34_c2_l2).
diamond(t34_c2_l3).
diamond(t35_c3_l1).
diamond(t35_c3_l2).
diamond(t42_c1_l1).
diamond(t42_c1_l2).
diamond(t42_c1_l3).
diamond(t42_c2_l1).
diamond(t42_c2_l2).
diamond(t43_c3_l1).
diamond(t44_c2_l1).
diamond(t49_c2_l1).
diamond(t49_c2_l2).
diamond(t49_c4_l1).
diamond(t49_c4_l2).
diamond(t50_c1_l1).
diamond(t56_c2_l1).
diamond(t56_c2_l2).
diamond(t57_c2_l1).
diamond(t57_c2_l2).
diamond(t60_c2_l1).
diamond(t60_c2_l2).
diamond(t60_c2_l3).
diamond(t60_c4_l1).
diamond(t62_c1_l1).
diamond(t62_c1_l2).
diamond(t62_c1_l3).
diamond(t63_c3_l1).
diamond(t63_c3_l2).
diamond(t65_c3_l1).
diamond(t65_c3_l2).
diamond(t67_c2_l1).
diamond(t67_c2_l2).
diamond(t67_c2_l3).
diamond(t73_c3_l1).
diamond(t73_c3_l2).
diamond(t73_c3_l3).
diamond(t76_c1_l1).
diamond(t76_c1_l2).
diamond(t76_c1_l3).
diamond(t77_c1_l1).
diamond(t78_c2_l1).
diamond(t78_c2_l2).
diamond(t79_c1_l1).
diamond(t79_c1_l2).
diamond(t79_c1_l3).
diamond(t79_c2_l1).
diamond(t79_c2_l2).
diamond(t80_c1_l1).
diamond(t80_c1_l2).
diamond(t80_c1_l3).
diamond(t83_c2_l1).
diamond(t83_c2_l2).
diamond(t83_c2_l3).
diamond(t88_c1_l1).
diamond(t90_c1_l1).
jagged_roof(t4_c4).
jagged_roof(t5_c3).
jagged_roof(t8_c3).
jagged_roof(t11_c2).
jagged_roof(t13_c2).
jagged_roof(t14_c2).
jagged_roof(t16_c1).
jagged_roof(t16_c3).
jagged_roof(t17_c2).
jagged_roof(t18_c2).
jagged_roof(t22_c3).
jagged_roof(t25_c1).
jagged_roof(t26_c1).
jagged_roof(t26_c3).
jagged_roof(t28_c1).
jagged_roof(t29_c2).
jagged_roof(t30_c1).
jagged_roof(t31_c1).
jagged_roof(t31_c2).
jagged_roof(t35_c3).
jagged_roof(t36_c1).
jagged_roof(t40_c3).
jagged_roof(t42_c1).
jagged_roof(t44_c1).
jagged_roof(t44_c4).
jagged_roof(t47_c2).
jagged_roof(t47_c3).
jagged_roof(t49_c4).
jagged_roof(t53_c2).
jagged_roof(t56_c2).
jagged_roof(t58_c2).
jagged_roof(t59_c2).
jagged_roof(t61_c3).
jagged_roof(t63_c1).
jagged_roof(t63_c3).
jagged_roof(t64_c1).
jagged_roof(t64_c2).
jagged_roof(t65_c1).
jagged_roof(t65_c3).
jagged_roof(t66_c3).
jagged_roof(t67_c2).
jagged_roof(t69_c2).
jagged_roof(t71_c2).
jagged_roof(t72_c3).
jagged_roof(t76_c2).
jagged_roof(t79_c4).
jagged_roof(t83_c2).
jagged_roof(t84_c1).
jagged_roof(t84_c3).
jagged_roof(t90_c3).
circle(t5_c1_l1).
circle(t5_c2_l1).
circle(t8_c3_l1).
circle(t8_c3_l2).
circle(t9_c3_l1).
circle(t10_c1_l1).
circle(t10_c2_l1).
circle(t12_c2_l1).
circle(t12_c2_l2).
circle(t12_c3_l1).
circle(t12_c3_l2).
circle(t12_c3_l3).
circle(t13_c1_l1).
circle(t13_c1_l2).
circle(t13_c2_l1).
circle(t13_c2_l2).
circle(t13_c2_l3).
circle(t14_c2_l1).
circle(t14_c2_l2).
circle(t17_c1_l1).
circle(t17_c1_l2).
circle(t17_c2_l1).
circle(t18_c1_l1).
circle(t20_c2_l1).
circle(t20_c2_l2).
circle(t23_c4_l1).
circle(t24_c1_l1).
circle(t25_c3_l1).
circle(t32_c3_l1).
circle(t32_c3_l2).
circle(t32_c3_l3).
circle(t33_c2_l1).
circle(t33_c2_l2).
circle(t33_c3_l1).
circle(t38_c3_l1).
circle(t38_c3_l2).
circle(t45_c2_l1).
circle(t46_c1_l1).
circle(t46_c1_l2).
circle(t54_c1_l1).
circle(t59_c1_l1).
circle(t59_c1_l2).
circle(t61_c1_l1).
circle(t61_c1_l2).
circle(t63_c1_l1).
circle(t63_c1_l2).
circle(t63_c1_l3).
circle(t63_c2_l1).
circle(t63_c2_l2).
circle(t64_c2_l1).
circle(t67_c3_l1).
circle(t69_c3_l1).
circle(t69_c3_l2).
circle(t69_c3_l3).
circle(t71_c1_l1).
circle(t71_c1_l2).
circle(t71_c2_l1).
circle(t72_c3_l1).
circle(t74_c1_l1).
circle(t74_c1_l2).
circle(t76_c3_l1).
circle(t76_c3_l2).
circle(t77_c3_l1).
circle(t77_c3_l2).
circle(t77_c3_l3).
circle(t78_c1_l1).
circle(t78_c1_l2).
circle(t80_c2_l1).
circle(t81_c1_l1).
circle(t81_c1_l2).
circle(t85_c1_l1).
circle(t87_c1_l1).
circle(t87_c2_l1).
circle(t87_c2_l2).
circle(t88_c2_l1).
circle(t88_c2_l2).
circle(t90_c3_l1).
circle(t90_c3_l2).
circle(t90_c3_l3).
