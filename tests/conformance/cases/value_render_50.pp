notify { "x": message => Struct[{a => Integer}] }
