$x = /a/ == /a/
notify { "${x}": }
