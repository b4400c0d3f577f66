$x = enclose_ipv6(['::1', 'not-an-ip'])
