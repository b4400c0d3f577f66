notify { "n": message => Struct[{a => Integer}] }
