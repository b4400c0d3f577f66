notice(lookup('key'))
