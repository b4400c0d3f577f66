# URI values: written as rich data by Puppet 8, as strings by Puppet 7, in
# their normal form (scheme in lower case, no default port); their parts are
# members, and a URI type is given a URI's parts
notify { 'values': message => [URI('http://a.com/x'), URI('HTTP://A.com:80/x'), URI('https://a.com:443/x?q=1#f'), URI('https://a.com:8443/x'), URI('mailto:a@b.com'), URI('relative/path'), URI({scheme => 'http', host => 'x.com'})] }
notify { 'types': message => [URI('http://a.com/x') =~ URI, URI('http://a.com/x') =~ String, URI('http://a.com/x') == 'http://a.com/x', URI('http://a.com/x') =~ URI['http://a.com'], URI('http://a.com/x') =~ URI[{scheme => 'https'}]] }
notify { 'inferred': message => [type(URI('http://a.com/x')), String(type(URI('http://user@A.com:8080/x?y#z')))] }
notify { 'members': message => [URI('http://a.com/x').host, URI('http://a.com/x').path, URI('http://a.com/x').port, URI('https://u@a.com:8443/x?q#f').userinfo, URI('https://u@a.com:8443/x?q#f').query] }
notify { 'typed': message => [URI, URI['http://example.com'], URI[{scheme => 'http'}]] }
notify { 'text': message => "${URI('http://a.com/x')} ${[URI('a:b')]}" }
