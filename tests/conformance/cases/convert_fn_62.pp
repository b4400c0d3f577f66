notify { "x": message => String(Integer in [1, 'a']) }
