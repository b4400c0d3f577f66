include role
