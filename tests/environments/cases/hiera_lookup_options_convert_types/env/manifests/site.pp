notify { 'num': message => lookup('num') }
notify { 'arr': message => lookup('arr') }
notify { 're': message => lookup('re_x') }
