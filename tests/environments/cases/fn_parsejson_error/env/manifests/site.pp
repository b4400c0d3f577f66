$x = parsejson('{not json')
