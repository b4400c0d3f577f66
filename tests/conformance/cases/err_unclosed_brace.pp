notify { 'x':
