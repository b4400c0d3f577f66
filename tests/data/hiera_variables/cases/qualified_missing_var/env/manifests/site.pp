class foo {}
include foo
notice(lookup('k'))
