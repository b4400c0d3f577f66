notify { "${regsubst(['ab','cb'], 'b', 'x')} ${regsubst('aaa', 'a', 'b', 'G')} ${regsubst('Hello', 'h', 'j', 'I')}": }
