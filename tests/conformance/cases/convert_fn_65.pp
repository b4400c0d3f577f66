notify { "x": message => String(Float('0x1F')) }
