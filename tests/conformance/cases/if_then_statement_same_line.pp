if true { notify { 'a': } } notify { 'b': }
