$x = convert_base(10, 40)
