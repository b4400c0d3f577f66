notify { "x": message => String(/b/ in ['abc']) }
