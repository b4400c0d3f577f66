notify { "a": message = " > }
