notify { 'x': message => "${[].reduce |$a, $b| { 1 }}|${{}.reduce |$a, $b| { 1 }}|${[5].reduce |$a, $b| { 1 }}" }
