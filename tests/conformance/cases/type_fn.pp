notify { "${type(1)} ${type('a')} ${type([1,'a'])} ${type({a=>1})} ${type(1, 'generalized')} ${type(undef)} ${type(1.5)}": }
