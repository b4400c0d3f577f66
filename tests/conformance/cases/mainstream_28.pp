notify { "${upcase('abc')}-${downcase('XyZ')}-${length([1,2])}-${empty('')}-${keys({a=>1}).join}": }
