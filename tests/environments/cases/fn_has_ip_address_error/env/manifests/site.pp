$x = has_ip_address('a', 'b')
