$args = ['%s-%s', 'a', 'b']
notify { sprintf(*$args): }
