notify { "x": message => String(Integer('0x1f', 8)) }
