$h = {}
notice($h['a']['b'])
