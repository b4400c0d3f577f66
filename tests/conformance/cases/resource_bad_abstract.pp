Resource['nosuchtype'] { 'x': }
