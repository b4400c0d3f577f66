notify { "n": message => Runtime['ruby', 'String'] }
