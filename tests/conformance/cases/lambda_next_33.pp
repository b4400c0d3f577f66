node default { notify { 'n': } next() notify { 'm': } }
