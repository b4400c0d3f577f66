notice(lookup('k'))
notice(lookup('j'))
