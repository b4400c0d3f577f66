notify { [1, 'b']: }
