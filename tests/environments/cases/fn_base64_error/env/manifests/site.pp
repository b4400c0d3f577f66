$x = base64('encrypt', 'abc')
