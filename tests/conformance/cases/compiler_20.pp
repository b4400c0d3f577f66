notify { [default, 'a']: }
