notify { "x": message => [!true, !undef, !"", !0, !false, !![]] }
