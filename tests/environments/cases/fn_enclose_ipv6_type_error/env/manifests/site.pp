$x = enclose_ipv6(1)
