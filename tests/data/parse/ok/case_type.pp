case 5 { String: { notify { 'str': } } Integer: { notify { 'int': } } }
