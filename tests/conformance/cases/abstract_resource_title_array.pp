Resource['notify'] { ['x', 'y']: message => 'm' }
