$x = find_template('a/b', ['c/d'])
