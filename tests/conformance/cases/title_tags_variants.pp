notify { 'Hello World': }
notify { 'UPPER': }
notify { 'with.dot': }
notify { 'path/like': }
notify { 'a::b': }
notify { '-dash': }
