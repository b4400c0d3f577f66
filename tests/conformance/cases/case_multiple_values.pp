$x = 'b'
case $x { 'a', 'b': { notify { 'ab': } } default: { notify { 'd': } } }
case 3 { Integer[1,5]: { notify { 'small': } } default: {} }
case [1, 2] { [1, 2]: { notify { 'arr': } } }
