notify { "x": message => [keys({a=>1,b=>2}), values({a=>1,b=>2}), {a=>1}.keys.join] }
