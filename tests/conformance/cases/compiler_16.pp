$settings::x = 1
