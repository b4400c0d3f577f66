notify { 'a-b_c.d:e': }
