notice(type)
