% Random trains.  has_car(Train, Car); car properties; load(Car, Shape, Count).
has_car(t1, t1_c1).
has_car(t1, t1_c2).
has_car(t1, t1_c3).
has_car(t1, t1_c4).
has_car(t2, t2_c1).
has_car(t2, t2_c2).
has_car(t2, t2_c3).
has_car(t3, t3_c1).
has_car(t3, t3_c2).
has_car(t3, t3_c3).
has_car(t3, t3_c4).
has_car(t4, t4_c1).
has_car(t4, t4_c2).
has_car(t4, t4_c3).
has_car(t4, t4_c4).
has_car(t5, t5_c1).
has_car(t5, t5_c2).
has_car(t6, t6_c1).
has_car(t6, t6_c2).
has_car(t6, t6_c3).
has_car(t7, t7_c1).
has_car(t7, t7_c2).
has_car(t8, t8_c1).
has_car(t8, t8_c2).
has_car(t8, t8_c3).
has_car(t8, t8_c4).
has_car(t9, t9_c1).
has_car(t9, t9_c2).
has_car(t10, t10_c1).
has_car(t10, t10_c2).
has_car(t10, t10_c3).
has_car(t10, t10_c4).
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
has_car(t13, t13_c3).
has_car(t14, t14_c1).
has_car(t14, t14_c2).
has_car(t14, t14_c3).
has_car(t15, t15_c1).
has_car(t15, t15_c2).
has_car(t15, t15_c3).
has_car(t15, t15_c4).
has_car(t16, t16_c1).
has_car(t16, t16_c2).
has_car(t16, t16_c3).
has_car(t16, t16_c4).
has_car(t17, t17_c1).
has_car(t17, t17_c2).
has_car(t17, t17_c3).
has_car(t17, t17_c4).
has_car(t18, t18_c1).
has_car(t18, t18_c2).
has_car(t18, t18_c3).
has_car(t19, t19_c1).
has_car(t19, t19_c2).
has_car(t19, t19_c3).
has_car(t20, t20_c1).
has_car(t20, t20_c2).
has_car(t20, t20_c3).
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
has_car(t27, t27_c1).
has_car(t27, t27_c2).
has_car(t27, t27_c3).
has_car(t27, t27_c4).
has_car(t28, t28_c1).
has_car(t28, t28_c2).
has_car(t28, t28_c3).
has_car(t28, t28_c4).
has_car(t29, t29_c1).
has_car(t29, t29_c2).
has_car(t29, t29_c3).
has_car(t30, t30_c1).
has_car(t30, t30_c2).
has_car(t30, t30_c3).
has_car(t31, t31_c1).
has_car(t31, t31_c2).
has_car(t31, t31_c3).
has_car(t32, t32_c1).
has_car(t32, t32_c2).
has_car(t33, t33_c1).
has_car(t33, t33_c2).
has_car(t34, t34_c1).
has_car(t34, t34_c2).
has_car(t34, t34_c3).
has_car(t35, t35_c1).
has_car(t35, t35_c2).
has_car(t35, t35_c3).
has_car(t36, t36_c1).
has_car(t36, t36_c2).
has_car(t37, t37_c1).
has_car(t37, t37_c2).
has_car(t38, t38_c1).
has_car(t38, t38_c2).
has_car(t38, t38_c3).
has_car(t38, t38_c4).
has_car(t39, t39_c1).
has_car(t39, t39_c2).
has_car(t39, t39_c3).
has_car(t40, t40_c1).
has_car(t40, t40_c2).
has_car(t40, t40_c3).
has_car(t41, t41_c1).
has_car(t41, t41_c2).
has_car(t41, t41_c3).
has_car(t42, t42_c1).
has_car(t42, t42_c2).
has_car(t42, t42_c3).
has_car(t43, t43_c1).
has_car(t43, t43_c2).
has_car(t43, t43_c3).
has_car(t44, t44_c1).
has_car(t44, t44_c2).
has_car(t44, t44_c3).
has_car(t45, t45_c1).
has_car(t45, t45_c2).
has_car(t46, t46_c1).
has_car(t46, t46_c2).
has_car(t46, t46_c3).
has_car(t46, t46_c4).
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
has_car(t51, t51_c1).
has_car(t51, t51_c2).
has_car(t51, t51_c3).
has_car(t52, t52_c1).
has_car(t52, t52_c2).
has_car(t52, t52_c3).
has_car(t52, t52_c4).
has_car(t53, t53_c1).
has_car(t53, t53_c2).
has_car(t54, t54_c1).
has_car(t54, t54_c2).
has_car(t54, t54_c3).
has_car(t55, t55_c1).
has_car(t55, t55_c2).
has_car(t55, t55_c3).
has_car(t55, t55_c4).
has_car(t56, t56_c1).
has_car(t56, t56_c2).
has_car(t56, t56_c3).
has_car(t57, t57_c1).
has_car(t57, t57_c2).
has_car(t57, t57_c3).
has_car(t57, t57_c4).
has_car(t58, t58_c1).
has_car(t58, t58_c2).
has_car(t58, t58_c3).
has_car(t58, t58_c4).
has_car(t59, t59_c1).
has_car(t59, t59_c2).
has_car(t59, t59_c3).
has_car(t59, t59_c4).
has_car(t60, t60_c1).
has_car(t60, t60_c2).
has_car(t61, t61_c1).
has_car(t61, t61_c2).
has_car(t62, t62_c1).
has_car(t62, t62_c2).
has_car(t62, t62_c3).
has_car(t62, t62_c4).
has_car(t63, t63_c1).
has_car(t63, t63_c2).
has_car(t63, t63_c3).
has_car(t63, t63_c4).
has_car(t64, t64_c1).
has_car(t64, t64_c2).
has_car(t64, t64_c3).
has_car(t64, t64_c4).
has_car(t65, t65_c1).
has_car(t65, t65_c2).
has_car(t65, t65_c3).
has_car(t66, t66_c1).
has_car(t66, t66_c2).
has_car(t66, t66_c3).
has_car(t67, t67_c1).
has_car(t67, t67_c2).
has_car(t67, t67_c3).
has_car(t68, t68_c1).
has_car(t68, t68_c2).
has_car(t68, t68_c3).
has_car(t69, t69_c1).
has_car(t69, t69_c2).
has_car(t69, t69_c3).
has_car(t70, t70_c1).
has_car(t70, t70_c2).
has_car(t71, t71_c1).
has_car(t71, t71_c2).
has_car(t71, t71_c3).
has_car(t71, t71_c4).
has_car(t72, t72_c1).
has_car(t72, t72_c2).
has_car(t72, t72_c3).
has_car(t73, t73_c1).
has_car(t73, t73_c2).
has_car(t74, t74_c1).
has_car(t74, t74_c2).
has_car(t74, t74_c3).
has_car(t75, t75_c1).
has_car(t75, t75_c2).
has_car(t75, t75_c3).
has_car(t75, t75_c4).
has_car(t76, t76_c1).
has_car(t76, t76_c2).
has_car(t76, t76_c3).
has_car(t77, t77_c1).
has_car(t77, t77_c2).
has_car(t77, t77_c3).
has_car(t77, t77_c4).
has_car(t78, t78_c1).
has_car(t78, t78_c2).
has_car(t78, t78_c3).
has_car(t79, t79_c1).
has_car(t79, t79_c2).
has_car(t80, t80_c1).
has_car(t80, t80_c2).
has_car(t80, t80_c3).
has_car(t80, t80_c4).
has_car(t81, t81_c1).
has_car(t81, t81_c2).
has_car(t81, t81_c3).
has_car(t82, t82_c1).
has_car(t82, t82_c2).
has_car(t82, t82_c3).
has_car(t82, t82_c4).
has_car(t83, t83_c1).
has_car(t83, t83_c2).
has_car(t83, t83_c3).
has_car(t84, t84_c1).
has_car(t84, t84_c2).
has_car(t85, t85_c1).
has_car(t85, t85_c2).
has_car(t86, t86_c1).
has_car(t86, t86_c2).
has_car(t86, t86_c3).
has_car(t87, t87_c1).
has_car(t87, t87_c2).
has_car(t88, t88_c1).
has_car(t88, t88_c2).
has_car(t88, t88_c3).
has_car(t89, t89_c1).
has_car(t89, t89_c2).
has_car(t89, t89_c3).
has_car(t89, t89_c4).
has_car(t90, t90_c1).
has_car(t90, t90_c2).
has_car(t90, t90_c3).
has_car(t90, t90_c4).
short(t1_c1).
short(t1_c3).
short(t3_c1).
short(t3_c2).
short(t3_c4).
short(t5_c1).
short(t6_c3).
short(t7_c1).
short(t7_c2).
short(t8_c1).
short(t8_c3).
short(t10_c3).
short(t10_c4).
short(t11_c1).
short(t12_c2).
short(t13_c1).
short(t13_c3).
short(t15_c2).
short(t15_c3).
short(t15_c4).
short(t16_c1).
short(t16_c2).
short(t16_c3).
short(t18_c3).
short(t19_c2).
short(t20_c1).
short(t20_c2).
short(t20_c3).
short(t21_c1).
short(t21_c2).
short(t22_c1).
short(t22_c2).
short(t23_c4).
short(t24_c1).
short(t25_c1).
short(t25_c2).
short(t26_c1).
short(t26_c2).
short(t27_c2).
short(t27_c3).
short(t27_c4).
short(t28_c1).
short(t28_c2).
short(t28_c4).
short(t29_c1).
short(t29_c2).
short(t29_c3).
short(t30_c1).
short(t30_c3).
short(t31_c1).
short(t31_c2).
short(t32_c2).
short(t33_c1).
short(t33_c2).
short(t35_c1).
short(t35_c2).
short(t36_c1).
short(t36_c2).
short(t37_c2).
short(t38_c1).
short(t38_c2).
short(t39_c1).
short(t39_c2).
short(t39_c3).
short(t40_c1).
short(t40_c3).
short(t41_c1).
short(t41_c2).
short(t41_c3).
short(t42_c1).
short(t42_c2).
short(t44_c2).
short(t44_c3).
short(t46_c1).
short(t46_c2).
short(t46_c3).
short(t46_c4).
short(t47_c1).
short(t47_c2).
short(t48_c1).
short(t48_c4).
short(t49_c1).
short(t49_c3).
short(t49_c4).
short(t50_c2).
short(t51_c1).
short(t51_c2).
short(t52_c1).
short(t52_c2).
short(t52_c3).
short(t52_c4).
short(t53_c2).
short(t54_c3).
short(t55_c1).
short(t55_c3).
short(t55_c4).
short(t57_c1).
short(t57_c2).
short(t57_c3).
short(t58_c2).
short(t58_c4).
short(t59_c2).
short(t59_c3).
short(t60_c1).
short(t60_c2).
short(t61_c1).
short(t61_c2).
short(t62_c2).
short(t62_c4).
short(t63_c4).
short(t64_c4).
short(t65_c2).
short(t65_c3).
short(t66_c3).
short(t67_c2).
short(t67_c3).
short(t68_c1).
short(t68_c3).
short(t69_c1).
short(t69_c2).
short(t70_c1).
short(t71_c3).
short(t72_c1).
short(t72_c2).
short(t73_c1).
short(t74_c1).
short(t74_c2).
short(t75_c2).
short(t75_c3).
short(t76_c3).
short(t77_c1).
short(t77_c3).
short(t77_c4).
short(t78_c1).
short(t78_c3).
short(t79_c1).
short(t79_c2).
short(t80_c2).
short(t80_c3).
short(t81_c3).
short(t82_c3).
short(t82_c4).
short(t83_c1).
short(t84_c1).
short(t84_c2).
short(t85_c2).
short(t86_c2).
short(t86_c3).
short(t88_c2).
short(t89_c2).
short(t89_c4).
short(t90_c1).
short(t90_c2).
short(t90_c3).
shape(t1_c1, ellipse).
shape(t1_c2, hexagon).
shape(t1_c3, hexagon).
shape(t1_c4, hexagon).
shape(t2_c1, ellipse).
shape(t2_c2, hexagon).
shape(t2_c3, bucket).
shape(t3_c1, bucket).
shape(t3_c2, hexagon).
shape(t3_c3, rectangle).
shape(t3_c4, rectangle).
shape(t4_c1, hexagon).
shape(t4_c2, rectangle).
shape(t4_c3, bucket).
shape(t4_c4, rectangle).
shape(t5_c1, rectangle).
shape(t5_c2, u_shaped).
shape(t6_c1, ellipse).
shape(t6_c2, ellipse).
shape(t6_c3, hexagon).
shape(t7_c1, rectangle).
shape(t7_c2, bucket).
shape(t8_c1, rectangle).
shape(t8_c2, hexagon).
shape(t8_c3, rectangle).
shape(t8_c4, rectangle).
shape(t9_c1, rectangle).
shape(t9_c2, bucket).
shape(t10_c1, bucket).
shape(t10_c2, bucket).
shape(t10_c3, rectangle).
shape(t10_c4, ellipse).
shape(t11_c1, hexagon).
shape(t11_c2, rectangle).
shape(t11_c3, hexagon).
shape(t11_c4, u_shaped).
shape(t12_c1, rectangle).
shape(t12_c2, ellipse).
shape(t12_c3, ellipse).
shape(t12_c4, hexagon).
shape(t13_c1, ellipse).
shape(t13_c2, bucket).
shape(t13_c3, hexagon).
shape(t14_c1, bucket).
shape(t14_c2, u_shaped).
shape(t14_c3, bucket).
shape(t15_c1, hexagon).
shape(t15_c2, hexagon).
shape(t15_c3, rectangle).
shape(t15_c4, bucket).
shape(t16_c1, ellipse).
shape(t16_c2, ellipse).
shape(t16_c3, bucket).
shape(t16_c4, u_shaped).
shape(t17_c1, ellipse).
shape(t17_c2, u_shaped).
shape(t17_c3, bucket).
shape(t17_c4, rectangle).
shape(t18_c1, rectangle).
shape(t18_c2, u_shaped).
shape(t18_c3, hexagon).
shape(t19_c1, bucket).
shape(t19_c2, bucket).
shape(t19_c3, u_shaped).
shape(t20_c1, rectangle).
shape(t20_c2, u_shaped).
shape(t20_c3, hexagon).
shape(t21_c1, rectangle).
shape(t21_c2, rectangle).
shape(t21_c3, bucket).
shape(t22_c1, hexagon).
shape(t22_c2, rectangle).
shape(t22_c3, ellipse).
shape(t23_c1, u_shaped).
shape(t23_c2, hexagon).
shape(t23_c3, rectangle).
shape(t23_c4, ellipse).
shape(t24_c1, bucket).
shape(t24_c2, rectangle).
shape(t24_c3, hexagon).
shape(t25_c1, hexagon).
shape(t25_c2, bucket).
shape(t25_c3, rectangle).
shape(t26_c1, rectangle).
shape(t26_c2, ellipse).
shape(t27_c1, bucket).
shape(t27_c2, ellipse).
shape(t27_c3, rectangle).
shape(t27_c4, ellipse).
shape(t28_c1, ellipse).
shape(t28_c2, rectangle).
shape(t28_c3, u_shaped).
shape(t28_c4, rectangle).
shape(t29_c1, rectangle).
shape(t29_c2, u_shaped).
shape(t29_c3, bucket).
shape(t30_c1, u_shaped).
shape(t30_c2, hexagon).
shape(t30_c3, rectangle).
shape(t31_c1, bucket).
shape(t31_c2, hexagon).
shape(t31_c3, bucket).
shape(t32_c1, rectangle).
shape(t32_c2, hexagon).
shape(t33_c1, ellipse).
shape(t33_c2, hexagon).
shape(t34_c1, ellipse).
shape(t34_c2, rectangle).
shape(t34_c3, u_shaped).
shape(t35_c1, u_shaped).
shape(t35_c2, hexagon).
shape(t35_c3, ellipse).
shape(t36_c1, u_shaped).
shape(t36_c2, bucket).
shape(t37_c1, ellipse).
shape(t37_c2, hexagon).
shape(t38_c1, ellipse).
shape(t38_c2, hexagon).
shape(t38_c3, bucket).
shape(t38_c4, ellipse).
shape(t39_c1, hexagon).
shape(t39_c2, u_shaped).
shape(t39_c3, rectangle).
shape(t40_c1, ellipse).
shape(t40_c2, ellipse).
shape(t40_c3, u_shaped).
shape(t41_c1, hexagon).
shape(t41_c2, u_shaped).
shape(t41_c3, rectangle).
shape(t42_c1, u_shaped).
shape(t42_c2, u_shaped).
shape(t42_c3, u_shaped).
shape(t43_c1, hexagon).
shape(t43_c2, u_shaped).
shape(t43_c3, hexagon).
shape(t44_c1, rectangle).
shape(t44_c2, rectangle).
shape(t44_c3, bucket).
shape(t45_c1, rectangle).
shape(t45_c2, rectangle).
shape(t46_c1, rectangle).
shape(t46_c2, ellipse).
shape(t46_c3, rectangle).
shape(t46_c4, u_shaped).
shape(t47_c1, rectangle).
shape(t47_c2, ellipse).
shape(t47_c3, ellipse).
shape(t48_c1, bucket).
shape(t48_c2, bucket).
shape(t48_c3, u_shaped).
shape(t48_c4, bucket).
shape(t49_c1, rectangle).
shape(t49_c2, u_shaped).
shape(t49_c3, u_shaped).
shape(t49_c4, rectangle).
shape(t50_c1, ellipse).
shape(t50_c2, bucket).
shape(t51_c1, hexagon).
shape(t51_c2, ellipse).
shape(t51_c3, hexagon).
shape(t52_c1, u_shaped).
shape(t52_c2, bucket).
shape(t52_c3, u_shaped).
shape(t52_c4, bucket).
shape(t53_c1, bucket).
shape(t53_c2, ellipse).
shape(t54_c1, ellipse).
shape(t54_c2, ellipse).
shape(t54_c3, u_shaped).
shape(t55_c1, u_shaped).
shape(t55_c2, u_shaped).
shape(t55_c3, ellipse).
shape(t55_c4, ellipse).
shape(t56_c1, bucket).
shape(t56_c2, hexagon).
shape(t56_c3, ellipse).
shape(t57_c1, ellipse).
shape(t57_c2, u_shaped).
shape(t57_c3, rectangle).
shape(t57_c4, u_shaped).
shape(t58_c1, rectangle).
shape(t58_c2, ellipse).
shape(t58_c3, u_shaped).
shape(t58_c4, hexagon).
shape(t59_c1, hexagon).
shape(t59_c2, ellipse).
shape(t59_c3, ellipse).
shape(t59_c4, hexagon).
shape(t60_c1, u_shaped).
shape(t60_c2, hexagon).
shape(t61_c1, rectangle).
shape(t61_c2, rectangle).
shape(t62_c1, ellipse).
shape(t62_c2, hexagon).
shape(t62_c3, rectangle).
shape(t62_c4, ellipse).
shape(t63_c1, u_shaped).
shape(t63_c2, u_shaped).
shape(t63_c3, hexagon).
shape(t63_c4, bucket).
shape(t64_c1, rectangle).
shape(t64_c2, ellipse).
shape(t64_c3, ellipse).
shape(t64_c4, hexagon).
shape(t65_c1, rectangle).
shape(t65_c2, u_shaped).
shape(t65_c3, rectangle).
shape(t66_c1, hexagon).
shape(t66_c2, hexagon).
shape(t66_c3, ellipse).
shape(t67_c1, ellipse).
shape(t67_c2, bucket).
shape(t67_c3, rectangle).
shape(t68_c1, u_shaped).
shape(t68_c2, rectangle).
shape(t68_c3, ellipse).
shape(t69_c1, bucket).
shape(t69_c2, ellipse).
shape(t69_c3, rectangle).
shape(t70_c1, hexagon).
shape(t70_c2, hexagon).
shape(t71_c1, rectangle).
shape(t71_c2, hexagon).
shape(t71_c3, u_shaped).
shape(t71_c4, bucket).
shape(t72_c1, ellipse).
shape(t72_c2, bucket).
shape(t72_c3, u_shaped).
shape(t73_c1, hexagon).
shape(t73_c2, u_shaped).
shape(t74_c1, rectangle).
shape(t74_c2, hexagon).
shape(t74_c3, u_shaped).
shape(t75_c1, bucket).
shape(t75_c2, bucket).
shape(t75_c3, hexagon).
shape(t75_c4, u_shaped).
shape(t76_c1, ellipse).
shape(t76_c2, u_shaped).
shape(t76_c3, bucket).
shape(t77_c1, u_shaped).
shape(t77_c2, hexagon).
shape(t77_c3, ellipse).
shape(t77_c4, rectangle).
shape(t78_c1, rectangle).
shape(t78_c2, ellipse).
shape(t78_c3, bucket).
shape(t79_c1, hexagon).
shape(t79_c2, u_shaped).
shape(t80_c1, ellipse).
shape(t80_c2, bucket).
shape(t80_c3, ellipse).
shape(t80_c4, hexagon).
shape(t81_c1, hexagon).
shape(t81_c2, rectangle).
shape(t81_c3, rectangle).
shape(t82_c1, hexagon).
shape(t82_c2, bucket).
shape(t82_c3, ellipse).
shape(t82_c4, bucket).
shape(t83_c1, ellipse).
shape(t83_c2, rectangle).
shape(t83_c3, ellipse).
shape(t84_c1, rectangle).
shape(t84_c2, bucket).
shape(t85_c1, u_shaped).
shape(t85_c2, hexagon).
shape(t86_c1, rectangle).
shape(t86_c2, rectangle).
shape(t86_c3, ellipse).
shape(t87_c1, u_shaped).
shape(t87_c2, u_shaped).
shape(t88_c1, hexagon).
shape(t88_c2, rectangle).
shape(t88_c3, bucket).
shape(t89_c1, ellipse).
shape(t89_c2, u_shaped).
shape(t89_c3, hexagon).
shape(t89_c4, bucket).
shape(t90_c1, bucket).
shape(t90_c2, bucket).
shape(t90_c3, hexagon).
shape(t90_c4, u_shaped).
roof(t1_c1, peaked).
roof(t1_c2, flat).
roof(t1_c3, flat).
roof(t1_c4, flat).
roof(t2_c1, arc).
roof(t2_c2, flat).
roof(t2_c3, arc).
roof(t3_c1, flat).
roof(t3_c2, peaked).
roof(t3_c3, arc).
roof(t3_c4, flat).
roof(t4_c1, arc).
roof(t4_c2, peaked).
roof(t4_c3, jagged).
roof(t4_c4, jagged).
roof(t5_c1, flat).
roof(t5_c2, arc).
roof(t6_c1, peaked).
roof(t6_c2, arc).
roof(t6_c3, none).
roof(t7_c1, jagged).
roof(t7_c2, peaked).
roof(t8_c1, peaked).
roof(t8_c2, jagged).
roof(t8_c3, arc).
roof(t8_c4, jagged).
roof(t9_c1, jagged).
roof(t9_c2, peaked).
roof(t10_c1, jagged).
roof(t10_c2, jagged).
roof(t10_c3, none).
roof(t10_c4, jagged).
roof(t11_c1, peaked).
roof(t11_c2, arc).
roof(t11_c3, peaked).
roof(t11_c4, flat).
roof(t12_c1, peaked).
roof(t12_c2, peaked).
roof(t12_c3, arc).
roof(t12_c4, flat).
roof(t13_c1, peaked).
roof(t13_c2, jagged).
roof(t13_c3, none).
roof(t14_c1, jagged).
roof(t14_c2, none).
roof(t14_c3, jagged).
roof(t15_c1, arc).
roof(t15_c2, flat).
roof(t15_c3, peaked).
roof(t15_c4, peaked).
roof(t16_c1, peaked).
roof(t16_c2, flat).
roof(t16_c3, jagged).
roof(t16_c4, flat).
roof(t17_c1, arc).
roof(t17_c2, jagged).
roof(t17_c3, peaked).
roof(t17_c4, none).
roof(t18_c1, peaked).
roof(t18_c2, none).
roof(t18_c3, jagged).
roof(t19_c1, flat).
roof(t19_c2, peaked).
roof(t19_c3, arc).
roof(t20_c1, flat).
roof(t20_c2, peaked).
roof(t20_c3, flat).
roof(t21_c1, arc).
roof(t21_c2, flat).
roof(t21_c3, arc).
roof(t22_c1, jagged).
roof(t22_c2, arc).
roof(t22_c3, peaked).
roof(t23_c1, flat).
roof(t23_c2, jagged).
roof(t23_c3, jagged).
roof(t23_c4, peaked).
roof(t24_c1, peaked).
roof(t24_c2, peaked).
roof(t24_c3, flat).
roof(t25_c1, jagged).
roof(t25_c2, none).
roof(t25_c3, flat).
roof(t26_c1, arc).
roof(t26_c2, peaked).
roof(t27_c1, jagged).
roof(t27_c2, peaked).
roof(t27_c3, jagged).
roof(t27_c4, jagged).
roof(t28_c1, arc).
roof(t28_c2, none).
roof(t28_c3, none).
roof(t28_c4, none).
roof(t29_c1, peaked).
roof(t29_c2, none).
roof(t29_c3, arc).
roof(t30_c1, peaked).
roof(t30_c2, none).
roof(t30_c3, jagged).
roof(t31_c1, peaked).
roof(t31_c2, arc).
roof(t31_c3, flat).
roof(t32_c1, flat).
roof(t32_c2, jagged).
roof(t33_c1, none).
roof(t33_c2, peaked).
roof(t34_c1, peaked).
roof(t34_c2, flat).
roof(t34_c3, jagged).
roof(t35_c1, arc).
roof(t35_c2, peaked).
roof(t35_c3, flat).
roof(t36_c1, jagged).
roof(t36_c2, jagged).
roof(t37_c1, flat).
roof(t37_c2, peaked).
roof(t38_c1, none).
roof(t38_c2, none).
roof(t38_c3, arc).
roof(t38_c4, peaked).
roof(t39_c1, flat).
roof(t39_c2, flat).
roof(t39_c3, none).
roof(t40_c1, arc).
roof(t40_c2, arc).
roof(t40_c3, peaked).
roof(t41_c1, peaked).
roof(t41_c2, none).
roof(t41_c3, flat).
roof(t42_c1, peaked).
roof(t42_c2, flat).
roof(t42_c3, arc).
roof(t43_c1, jagged).
roof(t43_c2, none).
roof(t43_c3, flat).
roof(t44_c1, peaked).
roof(t44_c2, peaked).
roof(t44_c3, none).
roof(t45_c1, peaked).
roof(t45_c2, none).
roof(t46_c1, none).
roof(t46_c2, arc).
roof(t46_c3, peaked).
roof(t46_c4, peaked).
roof(t47_c1, none).
roof(t47_c2, none).
roof(t47_c3, peaked).
roof(t48_c1, none).
roof(t48_c2, none).
roof(t48_c3, none).
roof(t48_c4, peaked).
roof(t49_c1, none).
roof(t49_c2, arc).
roof(t49_c3, jagged).
roof(t49_c4, jagged).
roof(t50_c1, none).
roof(t50_c2, jagged).
roof(t51_c1, flat).
roof(t51_c2, peaked).
roof(t51_c3, none).
roof(t52_c1, arc).
roof(t52_c2, arc).
roof(t52_c3, jagged).
roof(t52_c4, arc).
roof(t53_c1, flat).
roof(t53_c2, arc).
roof(t54_c1, peaked).
roof(t54_c2, arc).
roof(t54_c3, flat).
roof(t55_c1, none).
roof(t55_c2, arc).
roof(t55_c3, jagged).
roof(t55_c4, arc).
roof(t56_c1, arc).
roof(t56_c2, jagged).
roof(t56_c3, peaked).
roof(t57_c1, arc).
roof(t57_c2, peaked).
roof(t57_c3, arc).
roof(t57_c4, peaked).
roof(t58_c1, arc).
roof(t58_c2, peaked).
roof(t58_c3, none).
roof(t58_c4, arc).
roof(t59_c1, jagged).
roof(t59_c2, jagged).
roof(t59_c3, arc).
roof(t59_c4, peaked).
roof(t60_c1, none).
roof(t60_c2, peaked).
roof(t61_c1, jagged).
roof(t61_c2, flat).
roof(t62_c1, none).
roof(t62_c2, flat).
roof(t62_c3, flat).
roof(t62_c4, arc).
roof(t63_c1, peaked).
roof(t63_c2, arc).
roof(t63_c3, arc).
roof(t63_c4, arc).
roof(t64_c1, jagged).
roof(t64_c2, jagged).
roof(t64_c3, arc).
roof(t64_c4, peaked).
roof(t65_c1, flat).
roof(t65_c2, none).
roof(t65_c3, peaked).
roof(t66_c1, peaked).
roof(t66_c2, peaked).
roof(t66_c3, jagged).
roof(t67_c1, none).
roof(t67_c2, peaked).
roof(t67_c3, flat).
roof(t68_c1, arc).
roof(t68_c2, none).
roof(t68_c3, arc).
roof(t69_c1, peaked).
roof(t69_c2, peaked).
roof(t69_c3, jagged).
roof(t70_c1, flat).
roof(t70_c2, peaked).
roof(t71_c1, peaked).
roof(t71_c2, flat).
roof(t71_c3, jagged).
roof(t71_c4, jagged).
roof(t72_c1, peaked).
roof(t72_c2, none).
roof(t72_c3, flat).
roof(t73_c1, arc).
roof(t73_c2, flat).
roof(t74_c1, peaked).
roof(t74_c2, none).
roof(t74_c3, peaked).
roof(t75_c1, jagged).
roof(t75_c2, flat).
roof(t75_c3, peaked).
roof(t75_c4, none).
roof(t76_c1, jagged).
roof(t76_c2, jagged).
roof(t76_c3, peaked).
roof(t77_c1, jagged).
roof(t77_c2, peaked).
roof(t77_c3, none).
roof(t77_c4, none).
roof(t78_c1, peaked).
roof(t78_c2, flat).
roof(t78_c3, flat).
roof(t79_c1, flat).
roof(t79_c2, flat).
roof(t80_c1, arc).
roof(t80_c2, peaked).
roof(t80_c3, flat).
roof(t80_c4, arc).
roof(t81_c1, jagged).
roof(t81_c2, jagged).
roof(t81_c3, flat).
roof(t82_c1, flat).
roof(t82_c2, jagged).
roof(t82_c3, flat).
roof(t82_c4, arc).
roof(t83_c1, peaked).
roof(t83_c2, peaked).
roof(t83_c3, jagged).
roof(t84_c1, peaked).
roof(t84_c2, peaked).
roof(t85_c1, flat).
roof(t85_c2, arc).
roof(t86_c1, none).
roof(t86_c2, none).
roof(t86_c3, peaked).
roof(t87_c1, jagged).
roof(t87_c2, arc).
roof(t88_c1, peaked).
roof(t88_c2, none).
roof(t88_c3, jagged).
roof(t89_c1, flat).
roof(t89_c2, jagged).
roof(t89_c3, jagged).
roof(t89_c4, jagged).
roof(t90_c1, none).
roof(t90_c2, peaked).
roof(t90_c3, jagged).
roof(t90_c4, flat).
wheels(t1_c1, 2).
wheels(t1_c2, 2).
wheels(t1_c3, 2).
wheels(t1_c4, 3).
wheels(t2_c1, 3).
wheels(t2_c2, 3).
wheels(t2_c3, 2).
wheels(t3_c1, 2).
wheels(t3_c2, 2).
wheels(t3_c3, 2).
wheels(t3_c4, 2).
wheels(t4_c1, 3).
wheels(t4_c2, 3).
wheels(t4_c3, 2).
wheels(t4_c4, 2).
wheels(t5_c1, 2).
wheels(t5_c2, 2).
wheels(t6_c1, 3).
wheels(t6_c2, 3).
wheels(t6_c3, 2).
wheels(t7_c1, 2).
wheels(t7_c2, 2).
wheels(t8_c1, 2).
wheels(t8_c2, 2).
wheels(t8_c3, 2).
wheels(t8_c4, 3).
wheels(t9_c1, 3).
wheels(t9_c2, 3).
wheels(t10_c1, 2).
wheels(t10_c2, 3).
wheels(t10_c3, 2).
wheels(t10_c4, 2).
wheels(t11_c1, 2).
wheels(t11_c2, 2).
wheels(t11_c3, 2).
wheels(t11_c4, 2).
wheels(t12_c1, 2).
wheels(t12_c2, 2).
wheels(t12_c3, 2).
wheels(t12_c4, 3).
wheels(t13_c1, 2).
wheels(t13_c2, 2).
wheels(t13_c3, 2).
wheels(t14_c1, 3).
wheels(t14_c2, 3).
wheels(t14_c3, 3).
wheels(t15_c1, 2).
wheels(t15_c2, 2).
wheels(t15_c3, 2).
wheels(t15_c4, 2).
wheels(t16_c1, 2).
wheels(t16_c2, 2).
wheels(t16_c3, 2).
wheels(t16_c4, 3).
wheels(t17_c1, 3).
wheels(t17_c2, 2).
wheels(t17_c3, 2).
wheels(t17_c4, 3).
wheels(t18_c1, 2).
wheels(t18_c2, 3).
wheels(t18_c3, 2).
wheels(t19_c1, 2).
wheels(t19_c2, 2).
wheels(t19_c3, 3).
wheels(t20_c1, 2).
wheels(t20_c2, 2).
wheels(t20_c3, 2).
wheels(t21_c1, 2).
wheels(t21_c2, 2).
wheels(t21_c3, 2).
wheels(t22_c1, 2).
wheels(t22_c2, 2).
wheels(t22_c3, 2).
wheels(t23_c1, 2).
wheels(t23_c2, 2).
wheels(t23_c3, 3).
wheels(t23_c4, 2).
wheels(t24_c1, 2).
wheels(t24_c2, 3).
wheels(t24_c3, 3).
wheels(t25_c1, 2).
wheels(t25_c2, 2).
wheels(t25_c3, 3).
wheels(t26_c1, 2).
wheels(t26_c2, 2).
wheels(t27_c1, 3).
wheels(t27_c2, 2).
wheels(t27_c3, 2).
wheels(t27_c4, 2).
wheels(t28_c1, 2).
wheels(t28_c2, 2).
wheels(t28_c3, 2).
wheels(t28_c4, 2).
wheels(t29_c1, 2).
wheels(t29_c2, 2).
wheels(t29_c3, 2).
wheels(t30_c1, 2).
wheels(t30_c2, 3).
wheels(t30_c3, 2).
wheels(t31_c1, 2).
wheels(t31_c2, 2).
wheels(t31_c3, 2).
wheels(t32_c1, 3).
wheels(t32_c2, 2).
wheels(t33_c1, 2).
wheels(t33_c2, 2).
wheels(t34_c1, 3).
wheels(t34_c2, 3).
wheels(t34_c3, 2).
wheels(t35_c1, 2).
wheels(t35_c2, 2).
wheels(t35_c3, 3).
wheels(t36_c1, 2).
wheels(t36_c2, 2).
wheels(t37_c1, 3).
wheels(t37_c2, 2).
wheels(t38_c1, 2).
wheels(t38_c2, 2).
wheels(t38_c3, 3).
wheels(t38_c4, 3).
wheels(t39_c1, 2).
wheels(t39_c2, 2).
wheels(t39_c3, 2).
wheels(t40_c1, 2).
wheels(t40_c2, 3).
wheels(t40_c3, 2).
wheels(t41_c1, 2).
wheels(t41_c2, 2).
wheels(t41_c3, 2).
wheels(t42_c1, 2).
wheels(t42_c2, 2).
wheels(t42_c3, 2).
wheels(t43_c1, 3).
wheels(t43_c2, 3).
wheels(t43_c3, 3).
wheels(t44_c1, 2).
wheels(t44_c2, 2).
wheels(t44_c3, 2).
wheels(t45_c1, 3).
wheels(t45_c2, 3).
wheels(t46_c1, 2).
wheels(t46_c2, 2).
wheels(t46_c3, 2).
wheels(t46_c4, 2).
wheels(t47_c1, 2).
wheels(t47_c2, 2).
wheels(t47_c3, 3).
wheels(t48_c1, 2).
wheels(t48_c2, 2).
wheels(t48_c3, 2).
wheels(t48_c4, 2).
wheels(t49_c1, 2).
wheels(t49_c2, 2).
wheels(t49_c3, 2).
wheels(t49_c4, 2).
wheels(t50_c1, 3).
wheels(t50_c2, 2).
wheels(t51_c1, 2).
wheels(t51_c2, 2).
wheels(t51_c3, 2).
wheels(t52_c1, 2).
wheels(t52_c2, 2).
wheels(t52_c3, 2).
wheels(t52_c4, 2).
wheels(t53_c1, 3).
wheels(t53_c2, 2).
wheels(t54_c1, 3).
wheels(t54_c2, 3).
wheels(t54_c3, 2).
wheels(t55_c1, 2).
wheels(t55_c2, 2).
wheels(t55_c3, 2).
wheels(t55_c4, 2).
wheels(t56_c1, 3).
wheels(t56_c2, 2).
wheels(t56_c3, 2).
wheels(t57_c1, 2).
wheels(t57_c2, 2).
wheels(t57_c3, 2).
wheels(t57_c4, 2).
wheels(t58_c1, 3).
wheels(t58_c2, 2).
wheels(t58_c3, 3).
wheels(t58_c4, 2).
wheels(t59_c1, 3).
wheels(t59_c2, 2).
wheels(t59_c3, 2).
wheels(t59_c4, 3).
wheels(t60_c1, 2).
wheels(t60_c2, 2).
wheels(t61_c1, 2).
wheels(t61_c2, 2).
wheels(t62_c1, 3).
wheels(t62_c2, 2).
wheels(t62_c3, 3).
wheels(t62_c4, 2).
wheels(t63_c1, 2).
wheels(t63_c2, 3).
wheels(t63_c3, 3).
wheels(t63_c4, 2).
wheels(t64_c1, 2).
wheels(t64_c2, 2).
wheels(t64_c3, 2).
wheels(t64_c4, 2).
wheels(t65_c1, 2).
wheels(t65_c2, 2).
wheels(t65_c3, 2).
wheels(t66_c1, 3).
wheels(t66_c2, 2).
wheels(t66_c3, 2).
wheels(t67_c1, 3).
wheels(t67_c2, 2).
wheels(t67_c3, 2).
wheels(t68_c1, 2).
wheels(t68_c2, 3).
wheels(t68_c3, 2).
wheels(t69_c1, 2).
wheels(t69_c2, 2).
wheels(t69_c3, 3).
wheels(t70_c1, 2).
wheels(t70_c2, 2).
wheels(t71_c1, 2).
wheels(t71_c2, 2).
wheels(t71_c3, 2).
wheels(t71_c4, 2).
wheels(t72_c1, 2).
wheels(t72_c2, 2).
wheels(t72_c3, 2).
wheels(t73_c1, 2).
wheels(t73_c2, 2).
wheels(t74_c1, 2).
wheels(t74_c2, 2).
wheels(t74_c3, 3).
wheels(t75_c1, 3).
wheels(t75_c2, 2).
wheels(t75_c3, 2).
wheels(t75_c4, 3).
wheels(t76_c1, 3).
wheels(t76_c2, 2).
wheels(t76_c3, 2).
wheels(t77_c1, 2).
wheels(t77_c2, 3).
wheels(t77_c3, 2).
wheels(t77_c4, 2).
wheels(t78_c1, 2).
wheels(t78_c2, 3).
wheels(t78_c3, 2).
wheels(t79_c1, 2).
wheels(t79_c2, 2).
wheels(t80_c1, 3).
wheels(t80_c2, 2).
wheels(t80_c3, 2).
wheels(t80_c4, 2).
wheels(t81_c1, 3).
wheels(t81_c2, 2).
wheels(t81_c3, 2).
wheels(t82_c1, 3).
wheels(t82_c2, 2).
wheels(t82_c3, 2).
wheels(t82_c4, 2).
wheels(t83_c1, 2).
wheels(t83_c2, 2).
wheels(t83_c3, 3).
wheels(t84_c1, 2).
wheels(t84_c2, 2).
wheels(t85_c1, 3).
wheels(t85_c2, 2).
wheels(t86_c1, 3).
wheels(t86_c2, 2).
wheels(t86_c3, 2).
wheels(t87_c1, 3).
wheels(t87_c2, 3).
wheels(t88_c1, 3).
wheels(t88_c2, 2).
wheels(t88_c3, 2).
wheels(t89_c1, 2).
wheels(t89_c2, 2).
wheels(t89_c3, 3).
wheels(t89_c4, 2).
wheels(t90_c1, 2).
wheels(t90_c2, 2).
wheels(t90_c3, 2).
wheels(t90_c4, 3).
load(t1_c1, hexagon, 1).
load(t1_c2, circle, 3).
load(t1_c3, triangle, 2).
load(t1_c4, circle, 1).
load(t2_c1, square, 3).
load(t2_c2, triangle, 1).
load(t2_c3, square, 1).
load(t3_c1, square, 1).
load(t3_c2, circle, 2).
load(t3_c3, square, 1).
load(t3_c4, triangle, 2).
load(t4_c1, circle, 2).
load(t4_c2, circle, 1).
load(t4_c3, circle, 1).
load(t4_c4, hexagon, 2).
load(t5_c1, hexagon, 2).
load(t5_c2, triangle, 0).
load(t6_c1, circle, 1).
load(t6_c2, hexagon, 1).
load(t6_c3, triangle, 3).
load(t7_c1, circle, 1).
load(t7_c2, triangle, 0).
load(t8_c1, hexagon, 3).
load(t8_c2, hexagon, 0).
load(t8_c3, hexagon, 3).
load(t8_c4, hexagon, 3).
load(t9_c1, square, 1).
load(t9_c2, circle, 3).
load(t10_c1, square, 3).
load(t10_c2, diamond, 0).
load(t10_c3, hexagon, 0).
load(t10_c4, diamond, 1).
load(t11_c1, square, 1).
load(t11_c2, triangle, 2).
load(t11_c3, diamond, 1).
load(t11_c4, triangle, 3).
load(t12_c1, square, 3).
load(t12_c2, hexagon, 2).
load(t12_c3, diamond, 1).
load(t12_c4, circle, 2).
load(t13_c1, diamond, 1).
load(t13_c2, square, 1).
load(t13_c3, hexagon, 2).
load(t14_c1, square, 3).
load(t14_c2, circle, 2).
load(t14_c3, circle, 3).
load(t15_c1, triangle, 3).
load(t15_c2, square, 1).
load(t15_c3, circle, 2).
load(t15_c4, square, 0).
load(t16_c1, circle, 3).
load(t16_c2, triangle, 2).
load(t16_c3, circle, 1).
load(t16_c4, hexagon, 2).
load(t17_c1, hexagon, 2).
load(t17_c2, square, 1).
load(t17_c3, circle, 3).
load(t17_c4, diamond, 3).
load(t18_c1, diamond, 2).
load(t18_c2, square, 1).
load(t18_c3, square, 1).
load(t19_c1, square, 2).
load(t19_c2, diamond, 1).
load(t19_c3, circle, 1).
load(t20_c1, hexagon, 2).
load(t20_c2, triangle, 2).
load(t20_c3, circle, 2).
load(t21_c1, circle, 2).
load(t21_c2, triangle, 1).
load(t21_c3, triangle, 0).
load(t22_c1, diamond, 2).
load(t22_c2, hexagon, 1).
load(t22_c3, diamond, 1).
load(t23_c1, diamond, 2).
load(t23_c2, triangle, 3).
load(t23_c3, diamond, 2).
load(t23_c4, triangle, 3).
load(t24_c1, diamond, 2).
load(t24_c2, square, 1).
load(t24_c3, square, 1).
load(t25_c1, triangle, 2).
load(t25_c2, diamond, 2).
load(t25_c3, hexagon, 1).
load(t26_c1, circle, 1).
load(t26_c2, diamond, 0).
load(t27_c1, circle, 0).
load(t27_c2, hexagon, 2).
load(t27_c3, triangle, 1).
load(t27_c4, square, 2).
load(t28_c1, square, 0).
load(t28_c2, hexagon, 3).
load(t28_c3, square, 2).
load(t28_c4, diamond, 1).
load(t29_c1, hexagon, 1).
load(t29_c2, triangle, 2).
load(t29_c3, hexagon, 0).
load(t30_c1, hexagon, 1).
load(t30_c2, hexagon, 1).
load(t30_c3, circle, 1).
load(t31_c1, circle, 2).
load(t31_c2, square, 0).
load(t31_c3, circle, 3).
load(t32_c1, hexagon, 3).
load(t32_c2, hexagon, 0).
load(t33_c1, hexagon, 2).
load(t33_c2, circle, 2).
load(t34_c1, circle, 3).
load(t34_c2, circle, 1).
load(t34_c3, circle, 2).
load(t35_c1, hexagon, 0).
load(t35_c2, hexagon, 0).
load(t35_c3, hexagon, 3).
load(t36_c1, triangle, 2).
load(t36_c2, diamond, 1).
load(t37_c1, circle, 2).
load(t37_c2, hexagon, 2).
load(t38_c1, diamond, 1).
load(t38_c2, triangle, 2).
load(t38_c3, triangle, 1).
load(t38_c4, circle, 1).
load(t39_c1, square, 3).
load(t39_c2, diamond, 3).
load(t39_c3, triangle, 2).
load(t40_c1, circle, 2).
load(t40_c2, hexagon, 0).
load(t40_c3, hexagon, 2).
load(t41_c1, square, 2).
load(t41_c2, square, 1).
load(t41_c3, circle, 0).
load(t42_c1, square, 2).
load(t42_c2, hexagon, 3).
load(t42_c3, hexagon, 2).
load(t43_c1, square, 2).
load(t43_c2, triangle, 2).
load(t43_c3, circle, 0).
load(t44_c1, circle, 2).
load(t44_c2, hexagon, 1).
load(t44_c3, triangle, 0).
load(t45_c1, hexagon, 2).
load(t45_c2, hexagon, 0).
load(t46_c1, hexagon, 1).
load(t46_c2, circle, 0).
load(t46_c3, diamond, 2).
load(t46_c4, square, 1).
load(t47_c1, triangle, 1).
load(t47_c2, hexagon, 2).
load(t47_c3, square, 2).
load(t48_c1, diamond, 2).
load(t48_c2, hexagon, 1).
load(t48_c3, hexagon, 2).
load(t48_c4, circle, 2).
load(t49_c1, circle, 1).
load(t49_c2, circle, 1).
load(t49_c3, diamond, 1).
load(t49_c4, diamond, 2).
load(t50_c1, diamond, 2).
load(t50_c2, diamond, 2).
load(t51_c1, square, 3).
load(t51_c2, diamond, 1).
load(t51_c3, square, 0).
load(t52_c1, hexagon, 2).
load(t52_c2, triangle, 2).
load(t52_c3, hexagon, 1).
load(t52_c4, square, 1).
load(t53_c1, circle, 1).
load(t53_c2, triangle, 1).
load(t54_c1, hexagon, 1).
load(t54_c2, square, 1).
load(t54_c3, diamond, 2).
load(t55_c1, square, 2).
load(t55_c2, diamond, 1).
load(t55_c3, hexagon, 2).
load(t55_c4, circle, 1).
load(t56_c1, triangle, 1).
load(t56_c2, square, 1).
load(t56_c3, square, 0).
load(t57_c1, diamond, 2).
load(t57_c2, diamond, 1).
load(t57_c3, square, 1).
load(t57_c4, square, 1).
load(t58_c1, square, 1).
load(t58_c2, hexagon, 3).
load(t58_c3, square, 0).
load(t58_c4, square, 2).
load(t59_c1, diamond, 2).
load(t59_c2, hexagon, 1).
load(t59_c3, square, 1).
load(t59_c4, diamond, 0).
load(t60_c1, hexagon, 0).
load(t60_c2, square, 2).
load(t61_c1, hexagon, 1).
load(t61_c2, circle, 1).
load(t62_c1, hexagon, 2).
load(t62_c2, diamond, 3).
load(t62_c3, diamond, 2).
load(t62_c4, triangle, 1).
load(t63_c1, square, 1).
load(t63_c2, diamond, 2).
load(t63_c3, hexagon, 2).
load(t63_c4, triangle, 0).
load(t64_c1, triangle, 1).
load(t64_c2, triangle, 3).
load(t64_c3, diamond, 2).
load(t64_c4, circle, 1).
load(t65_c1, triangle, 1).
load(t65_c2, square, 2).
load(t65_c3, hexagon, 2).
load(t66_c1, square, 2).
load(t66_c2, triangle, 2).
load(t66_c3, hexagon, 1).
load(t67_c1, diamond, 0).
load(t67_c2, diamond, 1).
load(t67_c3, triangle, 2).
load(t68_c1, square, 1).
load(t68_c2, circle, 0).
load(t68_c3, hexagon, 2).
load(t69_c1, square, 1).
load(t69_c2, triangle, 1).
load(t69_c3, diamond, 1).
load(t70_c1, circle, 1).
load(t70_c2, hexagon, 0).
load(t71_c1, hexagon, 3).
load(t71_c2, square, 2).
load(t71_c3, square, 1).
load(t71_c4, square, 2).
load(t72_c1, hexagon, 3).
load(t72_c2, diamond, 1).
load(t72_c3, hexagon, 3).
load(t73_c1, square, 1).
load(t73_c2, square, 0).
load(t74_c1, triangle, 3).
load(t74_c2, circle, 2).
load(t74_c3, diamond, 3).
load(t75_c1, triangle, 3).
load(t75_c2, square, 2).
load(t75_c3, diamond, 1).
load(t75_c4, hexagon, 2).
load(t76_c1, hexagon, 2).
load(t76_c2, circle, 0).
load(t76_c3, hexagon, 1).
load(t77_c1, circle, 2).
load(t77_c2, hexagon, 2).
load(t77_c3, diamond, 2).
load(t77_c4, square, 2).
load(t78_c1, square, 1).
load(t78_c2, triangle, 1).
load(t78_c3, diamond, 1).
load(t79_c1, square, 1).
load(t79_c2, circle, 3).
load(t80_c1, diamond, 2).
load(t80_c2, diamond, 0).
load(t80_c3, hexagon, 3).
load(t80_c4, hexagon, 2).
load(t81_c1, diamond, 3).
load(t81_c2, circle, 1).
load(t81_c3, square, 3).
load(t82_c1, circle, 0).
load(t82_c2, hexagon, 0).
load(t82_c3, diamond, 3).
load(t82_c4, square, 3).
load(t83_c1, diamond, 2).
load(t83_c2, diamond, 2).
load(t83_c3, square, 3).
load(t84_c1, circle, 0).
load(t84_c2, diamond, 1).
load(t85_c1, square, 2).
load(t85_c2, hexagon, 1).
load(t86_c1, circle, 2).
load(t86_c2, square, 1).
load(t86_c3, triangle, 2).
load(t87_c1, triangle, 3).
load(t87_c2, triangle, 0).
load(t88_c1, hexagon, 1).
load(t88_c2, triangle, 2).
load(t88_c3, diamond, 3).
load(t89_c1, circle, 0).
load(t89_c2, circle, 1).
load(t89_c3, circle, 3).
load(t89_c4, diamond, 0).
load(t90_c1, hexagon, 0).
load(t90_c2, circle, 2).
load(t90_c3, diamond, 0).
load(t90_c4, diamond, 2).
long(t1_c2).
long(t1_c4).
long(t2_c1).
long(t2_c2).
long(t2_c3).
long(t3_c3).
long(t4_c1).
long(t4_c2).
long(t4_c3).
long(t4_c4).
long(t5_c2).
long(t6_c1).
long(t6_c2).
long(t8_c2).
long(t8_c4).
long(t9_c1).
long(t9_c2).
long(t10_c1).
long(t10_c2).
long(t11_c2).
long(t11_c3).
long(t11_c4).
long(t12_c1).
long(t12_c3).
long(t12_c4).
long(t13_c2).
long(t14_c1).
long(t14_c2).
long(t14_c3).
long(t15_c1).
long(t16_c4).
long(t17_c1).
long(t17_c2).
long(t17_c3).
long(t17_c4).
long(t18_c1).
long(t18_c2).
long(t19_c1).
long(t19_c3).
long(t21_c3).
long(t22_c3).
long(t23_c1).
long(t23_c2).
long(t23_c3).
long(t24_c2).
long(t24_c3).
long(t25_c3).
long(t27_c1).
long(t28_c3).
long(t30_c2).
long(t31_c3).
long(t32_c1).
long(t34_c1).
long(t34_c2).
long(t34_c3).
long(t35_c3).
long(t37_c1).
long(t38_c3).
long(t38_c4).
long(t40_c2).
long(t42_c3).
long(t43_c1).
long(t43_c2).
long(t43_c3).
long(t44_c1).
long(t45_c1).
long(t45_c2).
long(t47_c3).
long(t48_c2).
long(t48_c3).
long(t49_c2).
long(t50_c1).
long(t51_c3).
long(t53_c1).
long(t54_c1).
long(t54_c2).
long(t55_c2).
long(t56_c1).
long(t56_c2).
long(t56_c3).
long(t57_c4).
long(t58_c1).
long(t58_c3).
long(t59_c1).
long(t59_c4).
long(t62_c1).
long(t62_c3).
long(t63_c1).
long(t63_c2).
long(t63_c3).
long(t64_c1).
long(t64_c2).
long(t64_c3).
long(t65_c1).
long(t66_c1).
long(t66_c2).
long(t67_c1).
long(t68_c2).
long(t69_c3).
long(t70_c2).
long(t71_c1).
long(t71_c2).
long(t71_c4).
long(t72_c3).
long(t73_c2).
long(t74_c3).
long(t75_c1).
long(t75_c4).
long(t76_c1).
long(t76_c2).
long(t77_c2).
long(t78_c2).
long(t80_c1).
long(t80_c4).
long(t81_c1).
long(t81_c2).
long(t82_c1).
long(t82_c2).
long(t83_c2).
long(t83_c3).
long(t85_c1).
long(t86_c1).
long(t87_c1).
long(t87_c2).
long(t88_c1).
long(t88_c3).
long(t89_c1).
long(t89_c3).
long(t90_c4).
