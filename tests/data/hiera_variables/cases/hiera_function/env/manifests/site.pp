notice(hiera('k'))
