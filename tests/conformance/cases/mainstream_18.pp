notify { 'a': before => File['/nope'] }
@notify { 'v': before => File['/nope'] }
