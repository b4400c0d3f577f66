notify { 'a': } -> [notify { 'b': }, notify { 'c': }]
