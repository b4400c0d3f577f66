if notify { 'a': } { notify { 'b': } }
