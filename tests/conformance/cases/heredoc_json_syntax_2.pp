$j = @(JSON:json)
{ "a": 1 }
| JSON
notify { 'n': message => $j }
