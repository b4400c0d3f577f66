notify{x: message => String([type([e], generalized), type({a=>[b]}, generalized), type([a,bb], generalized), type([[a]], generalized), type([1,'a'], generalized), type({a=>1,b=>'x'}, generalized)])}
