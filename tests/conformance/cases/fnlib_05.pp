notify { "x": message => ["1".convert_to(Integer), [1,2].convert_to(Hash)] }
