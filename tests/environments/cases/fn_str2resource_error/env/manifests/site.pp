$x = stdlib::str2resource('User[nobody]')
