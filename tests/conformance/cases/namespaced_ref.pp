define concat::fragment($content = '') { notify { "frag-${title}": message => $content } }
concat::fragment { 'apache_port_header': content => 'x' }
notify { 'n': before => Concat::Fragment['apache_port_header'] }
